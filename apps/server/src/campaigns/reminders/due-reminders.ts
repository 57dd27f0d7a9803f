import { sql } from 'kysely';
import { campaignById, findTemplate } from '#campaigns/campaign-repository.ts';
import { afterCampaignCreated } from '#campaigns/create/create-campaign.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import type { Services } from '#services.ts';
import { insertReminder } from './reminder-campaign.ts';

/** Campaigns looked at per tick at most (the next tick takes the rest). */
const LIMIT = 100;

/**
 * The automatic reminders whose day has come: each campaign with `reminder_after_days`
 * sent at least that many days before `now` gets one reminder, once, whichever process
 * sees it first (reminded_at is set by the statement that claims it, in the transaction
 * that writes the reminder). Runs as every universe; each reminder is written as its own.
 * Returns the reminders created (their sending is queued).
 */
export async function createDueReminders(
  services: Pick<Services, 'analytics' | 'catalog' | 'database' | 'live'>,
  now: Date,
): Promise<number> {
  const db = services.database.db;
  const due = await runAsTenant('all', () =>
    db
      .selectFrom('campaigns')
      .select(['id', 'universe_id', 'survey_id'])
      .where('reminder_after_days', 'is not', null)
      .where('reminded_at', 'is', null)
      .where('sent_at', 'is not', null)
      .where(
        'sent_at',
        '<=',
        sql<Date>`${now.toISOString()}::timestamptz - reminder_after_days * interval '1 day'`,
      )
      .orderBy('sent_at')
      .limit(LIMIT)
      .execute(),
  );
  let created = 0;
  for (const row of due) {
    const made = await runAsTenant(row.universe_id, async () => {
      const survey = (await services.catalog.surveys(row.universe_id)).find((s) => s.id === row.survey_id);
      if (!survey) return false;
      const reminder = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('campaigns')
          .set({ reminded_at: now })
          .where('id', '=', row.id)
          .where('reminded_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        const campaign = claimed && (await campaignById(trx, row.id));
        if (!campaign) return null;
        const templateId = campaign.reminderTemplateId ?? campaign.templateId;
        const template = templateId === null ? undefined : await findTemplate(trx, survey, templateId);
        // a template deleted or of another channel since: no reminder (and none tried again)
        if (!template || template.channel !== campaign.channel) return null;
        return insertReminder(trx, services.analytics, survey, {
          campaign,
          template,
          contacts: { unitIds: null, answerConditions: [] },
          scheduledAt: null,
          createdBy: campaign.createdBy,
          now,
        });
      });
      if (!reminder) return false;
      await afterCampaignCreated(services, survey);
      return true;
    });
    if (made) created++;
  }
  return created;
}
