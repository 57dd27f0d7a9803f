import type { TContactMessage, TSampleDetails } from '@opinio/domain/schemas/samples';
import type { Scope } from '#access/scope.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { unitView } from '#surveys/interview-view.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { contactOfInterview, loadContact } from './contact-repository.ts';

const isoOrNull = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** One contact of the survey within the user's scope; 404 otherwise (also another universe's). */
export async function sampleDetails(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scope: Scope,
  contactId: number,
): Promise<TSampleDetails> {
  const contact = await loadContact(services.database.db, survey, contactId);
  const unit = contact && survey.organisation.unitsById.get(contact.unit_id);
  if (!contact || !unit || !scope.allows(unit)) {
    throw notFound(`Sample ${contactId} not found`);
  }
  const { extName, title, drillPath } = unitView(survey, unit);
  return {
    id: Number(contact.id),
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    state: contact.state,
    createdAt: new Date(contact.created_at).toISOString(),
    completedAt: isoOrNull(contact.completed_at),
    interviewId: contact.interview_id === null ? null : Number(contact.interview_id),
    sample: { id: contact.sample_id, name: contact.sample_name },
    unit: { extName, title, drillPath },
    messages: contact.messages.map(messageView),
  };
}

type ContactWithMessages = NonNullable<Awaited<ReturnType<typeof loadContact>>>;

function messageView(m: ContactWithMessages['messages'][number]): TContactMessage {
  return {
    id: Number(m.id),
    campaign: { id: m.campaign_id, name: m.campaign_name, type: m.campaign_type },
    state: m.state,
    sentAt: isoOrNull(m.sent_at),
    openedAt: isoOrNull(m.opened_at),
    clickedAt: isoOrNull(m.clicked_at),
  };
}

/**
 * The sample contact an interview came from, with the campaign messages they got (the
 * interview page's "came from"); null when the answer came from no sample. The caller
 * has checked the interview's scope; the contact is the interview's own.
 */
export async function interviewOrigin(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  interviewId: number,
) {
  const db = services.database.db;
  const contactId = await contactOfInterview(db, survey, interviewId);
  const contact = contactId === undefined ? undefined : await loadContact(db, survey, contactId);
  if (!contact) return null;
  return {
    contactId: Number(contact.id),
    sample: { id: contact.sample_id, name: contact.sample_name },
    messages: contact.messages.map(messageView),
  };
}
