import { type Kysely, sql } from 'kysely';
import type { Scope } from '#access/scope.ts';
import { announceCampaigns } from '#campaigns/campaign-changes.ts';
import { campaignToChange } from '#campaigns/campaign-node.ts';
import type { StoredCampaign } from '#campaigns/campaign-repository.ts';
import { CAMPAIGN_SEND_TASK } from '#campaigns/create/insert-campaign.ts';
import type { DB } from '#db/schema.ts';
import { HttpError } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { tasksDb } from '#tasks/task-tables.ts';

/** Queues the sending of a campaign, unless a run in one of `busy` states is there for it already. */
async function queueSending(
  db: Kysely<DB>,
  campaign: StoredCampaign,
  createdBy: number,
  busy: Array<'queued' | 'running'>,
): Promise<boolean> {
  const waiting = await tasksDb(db)
    .selectFrom('tasks')
    .select('id')
    .where('type', '=', CAMPAIGN_SEND_TASK)
    .where('state', 'in', busy)
    .where(sql<string>`payload->>'campaignId'`, '=', String(campaign.id))
    .executeTakeFirst();
  if (waiting) return false;
  const startsLater = campaign.scheduledAt && campaign.scheduledAt.getTime() > Date.now();
  await tasksDb(db)
    .insertInto('tasks')
    .values({
      universe_id: campaign.universeId,
      survey_id: campaign.surveyId,
      type: CAMPAIGN_SEND_TASK,
      payload: JSON.stringify({ campaignId: campaign.id }),
      created_by: createdBy,
      ...(startsLater && campaign.scheduledAt ? { run_after: campaign.scheduledAt } : {}),
    })
    .execute();
  return true;
}

/**
 * Pauses or resumes a campaign's sending (a pause stops the running send at its next
 * message; resuming queues it again), within the campaign's own scope (`campaignToChange`).
 * 409 for a campaign that has finished. Returns whether
 * a send was queued (the caller wakes the task worker).
 */
export async function changeCampaignStatus(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  survey: SurveyModel,
  scope: Scope,
  campaignId: number,
  status: 'active' | 'paused',
  by: { userId: number },
): Promise<boolean> {
  const db = services.database.db;
  const campaign = await campaignToChange(services, survey, scope, campaignId);
  const finished = () => new HttpError({ code: 'campaign_finished' }, 'The campaign has finished sending');
  if (campaign.status === 'completed') throw finished();
  if (campaign.status === status)
    // resuming an active campaign whose send was cancelled from the task list sends the rest
    return status === 'active' && queueSending(db, campaign, by.userId, ['queued', 'running']);
  const changed = await db
    .updateTable('campaigns')
    .set({ status })
    .where('id', '=', campaign.id)
    .where('status', '=', campaign.status)
    .returning('id')
    .executeTakeFirst();
  if (!changed) throw finished();
  // a run that saw the pause may still be ending: only a waiting one makes another needless
  const queued = status === 'active' && (await queueSending(db, campaign, by.userId, ['queued']));
  await announceCampaigns(services, survey);
  return queued;
}
