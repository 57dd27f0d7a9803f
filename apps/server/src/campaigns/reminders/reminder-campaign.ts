import { DEFAULT_QUARANTINE_DAYS } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { Kysely } from 'kysely';
import type { Analytics } from '#analytics/analytics.ts';
import type { StoredCampaign, StoredTemplate } from '#campaigns/campaign-repository.ts';
import { insertCampaign } from '#campaigns/create/insert-campaign.ts';
import { computeReach } from '#campaigns/reach/campaign-reach.ts';
import type { ContactScope } from '#campaigns/reach/contact-scope.ts';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

const REMINDER: Record<TLocale, string> = { en: 'Reminder', fi: 'Muistutus', sv: 'Påminnelse' };

/** A reminder's name: the campaign's, marked as its reminder in the survey's language. */
const reminderName = (campaign: Pick<StoredCampaign, 'name'>, locale: TLocale) =>
  `${REMINDER[locale]}: ${campaign.name}`.slice(0, 200);

export interface ReminderInput {
  campaign: StoredCampaign;
  template: StoredTemplate;
  /** The contacts it may go to (the reminder's creator's scope). */
  contacts: ContactScope;
  scheduledAt: Date | null;
  createdBy: number | null;
  now: Date;
}

/**
 * Writes a reminder of a campaign (within the caller's transaction) to its contacts with a
 * delivered message who have not answered, unsubscribed or bounced since; null when that is
 * nobody. The reminded campaign's own messages do not hold anyone in quarantine.
 */
export async function insertReminder(
  trx: Kysely<DB>,
  analytics: Analytics,
  survey: SurveyModel,
  input: ReminderInput,
): Promise<{ campaignId: number; messages: number } | null> {
  const { campaign } = input;
  const quarantineDays = campaign.quarantineDays ?? DEFAULT_QUARANTINE_DAYS;
  const { contacts } = await computeReach(trx, analytics, survey, input.contacts, {
    selection: {},
    channel: campaign.channel,
    reminderOf: campaign.id,
    quarantineDays,
    now: input.now,
  });
  if (contacts.length === 0) return null;
  return insertCampaign(
    trx,
    survey,
    {
      name: reminderName(campaign, survey.defaultLocale),
      action: 'reminder',
      channel: campaign.channel,
      template: input.template,
      drillPathFiltered: null,
      selection: {},
      quarantineDays,
      scheduledAt: input.scheduledAt,
      throttlePerMinute: campaign.throttlePerMinute,
      reminderAfterDays: null,
      reminderTemplateId: null,
      reminderOf: campaign.id,
      createdBy: input.createdBy,
    },
    contacts,
  );
}
