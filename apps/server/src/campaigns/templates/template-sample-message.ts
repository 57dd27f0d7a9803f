import type { TLocale } from '@opinio/domain/schemas/locale';
import type { Scope } from '#access/scope.ts';
import type { Principal } from '#auth/principal.ts';
import { MESSAGE_TEXTS } from '#campaigns/render/message-texts.ts';
import type { MessageContext } from '#campaigns/render/render-message.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { sampleContact } from './template-people-repository.ts';

/** Who asks for a preview or a test: the survey (its texts in the template's language) and their scope. */
export interface TemplateCaller {
  principal: Principal;
  survey: SurveyModel;
  scope: Scope;
}

/** The token of the links of previews and test sends: a valid form that no message has, so it leads nowhere. */
const SAMPLE_TOKEN = 'template-preview-0000';

/**
 * A message's context filled with a real contact of the caller's scope (the one named, or
 * the newest), links that lead nowhere and the universe as the sender. Without a contact
 * in the scope, an example name stands in; a named contact the caller may not see is null.
 */
export async function sampleMessage(
  services: Pick<Services, 'config' | 'database'>,
  caller: TemplateCaller,
  locale: TLocale,
  contactId?: number,
): Promise<{ contact: { id: number; name: string } | null; ctx: MessageContext } | null> {
  const { survey, scope, principal } = caller;
  const contact = await sampleContact(services.database.db, survey, scope, contactId);
  if (!contact && contactId !== undefined) return null;
  const unit = contact
    ? survey.organisation.unitsById.get(contact.unitId)
    : (scope.unit ?? survey.organisation.root);
  const base = services.config.publicUrl;
  return {
    contact: contact ? { id: contact.id, name: contact.name } : null,
    ctx: {
      contact: contact ?? {
        name: MESSAGE_TEXTS[locale].exampleName,
        email: null,
        phone: null,
        address: null,
      },
      unitTitle: unit?.title ?? '',
      surveyTitle: survey.title,
      surveyLink: `${base}/api/t/c/${SAMPLE_TOKEN}`,
      unsubscribeLink: `${base}/unsubscribe/campaign/${SAMPLE_TOKEN}`,
      sender: principal.universe.title,
    },
  };
}
