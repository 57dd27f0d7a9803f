import { pathFor } from '@opinio/domain/routes';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { chatText } from '#lib/chat-text.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { completeIfSent } from './message-repository.ts';

/**
 * Completes a campaign whose every message was handed over, and tells the universe's
 * webhook endpoints (`campaign.finished`, with what became of its messages) in the same
 * transaction. Answers whether it was completed now.
 */
export async function finishCampaign(
  services: Pick<Services, 'config' | 'database' | 'webhooks'>,
  survey: SurveyModel,
  campaign: { id: number; name: string; channel: string },
): Promise<boolean> {
  let told = 0;
  const completed = await services.database.db.transaction().execute(async (trx) => {
    if (!(await completeIfSent(trx, campaign.id))) return false;
    const link = `${services.config.publicUrl}${pathFor('mailcampaign', {
      surveyExtName: survey.extName,
      campaignId: String(campaign.id),
    })}`;
    told = await services.webhooks.queue(
      survey.universeId,
      'campaign.finished',
      async () => {
        const messages = await messageStates(trx, campaign.id);
        return [
          {
            text: `Campaign finished: ${chatText(campaign.name)} (${messages.delivered} of ${messages.total} ${campaign.channel} messages delivered) ${link}`,
            data: {
              campaign: {
                id: campaign.id,
                name: campaign.name,
                channel: campaign.channel,
                survey: survey.extName,
                link,
              },
              messages,
            },
          },
        ];
      },
      trx,
    );
    return true;
  });
  if (told > 0) services.webhooks.wake();
  return completed;
}

async function messageStates(db: Kysely<DB>, campaignId: number) {
  const row = await db
    .selectFrom('campaign_messages')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) FILTER (WHERE state = 'delivered'))::int`.as('delivered'),
      sql<number>`(count(*) FILTER (WHERE state = 'failed'))::int`.as('failed'),
      sql<number>`(count(*) FILTER (WHERE state = 'unsub'))::int`.as('unsubscribed'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return row;
}
