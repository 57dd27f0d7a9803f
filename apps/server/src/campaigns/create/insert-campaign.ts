import { randomBytes } from 'node:crypto';
import {
  CAMPAIGN_TYPE,
  type TChannel,
  type TContactSelection,
  type TMailAction,
} from '@opinio/domain/schemas/campaigns';
import { type Kysely, sql } from 'kysely';
import type { StoredTemplate } from '#campaigns/campaign-repository.ts';
import { addressFor } from '#campaigns/reach/campaign-reach.ts';
import type { ReachCandidate } from '#campaigns/reach/reach-repository.ts';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { tasksDb } from '#tasks/task-tables.ts';

/** The task that sends a campaign's messages (sending/send-campaign-task.ts). */
export const CAMPAIGN_SEND_TASK = 'campaign_send';

const CHUNK = 5000;

export interface NewCampaign {
  name: string;
  action: TMailAction;
  channel: TChannel;
  template: StoredTemplate;
  drillPathFiltered: string | null;
  selection: TContactSelection;
  quarantineDays: number;
  /** null: now. */
  scheduledAt: Date | null;
  throttlePerMinute: number | null;
  reminderAfterDays: number | null;
  reminderTemplateId: number | null;
  reminderOf: number | null;
  createdBy: number | null;
}

/** A message's token: the credential of its survey link, tracking and unsubscribe. */
const messageToken = () => randomBytes(24).toString('base64url');

/**
 * Writes a campaign, one pending message per contact and the task that sends them, within
 * the caller's transaction: all of it or nothing.
 */
export async function insertCampaign(
  trx: Kysely<DB>,
  survey: Pick<SurveyModel, 'id' | 'universeId'>,
  campaign: NewCampaign,
  contacts: readonly ReachCandidate[],
): Promise<{ campaignId: number; messages: number }> {
  const { id: campaignId } = await trx
    .insertInto('campaigns')
    .values({
      universe_id: survey.universeId,
      survey_id: survey.id,
      name: campaign.name,
      type: CAMPAIGN_TYPE[campaign.channel],
      status: 'active',
      action: campaign.action,
      template_id: campaign.template.id,
      template_name: campaign.template.name,
      drill_path_filtered: campaign.drillPathFiltered,
      selection: JSON.stringify(campaign.selection),
      quarantine_days: campaign.quarantineDays,
      scheduled_at: campaign.scheduledAt,
      throttle_per_minute: campaign.throttlePerMinute,
      reminder_after_days: campaign.reminderAfterDays,
      reminder_template_id: campaign.reminderTemplateId,
      reminder_of: campaign.reminderOf,
      created_by: campaign.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let from = 0; from < contacts.length; from += CHUNK) {
    const part = contacts.slice(from, from + CHUNK);
    await sql`
      INSERT INTO campaign_messages (universe_id, campaign_id, contact_id, state, token, locale, address)
      SELECT ${survey.universeId}, ${campaignId}, contact_id, 'pending', token, locale, address
      FROM unnest(${part.map((c) => c.id)}::bigint[], ${part.map(() => messageToken())}::text[],
                  ${part.map((c) => c.locale)}::text[],
                  ${part.map((c) => addressFor(campaign.channel, c))}::text[])
        AS t(contact_id, token, locale, address)
      ORDER BY contact_id`.execute(trx);
  }
  await tasksDb(trx)
    .insertInto('tasks')
    .values({
      universe_id: survey.universeId,
      survey_id: survey.id,
      type: CAMPAIGN_SEND_TASK,
      payload: JSON.stringify({ campaignId }),
      created_by: campaign.createdBy,
      ...(campaign.scheduledAt ? { run_after: campaign.scheduledAt } : {}),
    })
    .execute();
  return { campaignId, messages: contacts.length };
}
