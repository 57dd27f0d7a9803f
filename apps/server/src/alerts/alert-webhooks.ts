import type { TAlertChange } from '@opinio/domain/schemas/alerts';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { chatText } from '#lib/chat-text.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { mailedAlerts } from './mailed-alerts.ts';

/**
 * Tells the universe's webhook endpoints of new alerts (`alert.created`, one delivery per
 * alert) or of an alert's follow-up (`alert.changed`, with what changed), in the
 * transaction that writes them: as the alert's mail tells it, in the survey's default
 * language, with a link to the alert (the interview's comment stays in the product).
 */
export function queueAlertWebhooks(
  services: Pick<Services, 'config' | 'webhooks'>,
  trx: Kysely<DB>,
  survey: SurveyModel,
  event: 'alert.created' | 'alert.changed',
  alerts: ReadonlyArray<{ id: number; state: string; changes?: readonly TAlertChange[] }>,
): Promise<number> {
  if (alerts.length === 0) return Promise.resolve(0);
  const byId = new Map(alerts.map((a) => [a.id, a]));
  const changed = event === 'alert.changed';
  return services.webhooks.queue(
    survey.universeId,
    event,
    async () =>
      (
        await mailedAlerts(
          trx,
          survey,
          alerts.map((a) => a.id),
          survey.defaultLocale,
          services.config.publicUrl,
        )
      ).map((alert) => {
        const { state, changes } = byId.get(alert.id)!;
        return {
          text: `${changed ? 'Alert changed' : 'New alert'}: ${chatText(alert.title)}${changed ? ` (${state})` : ''} ${alert.link}`,
          data: {
            alert: {
              id: alert.id,
              state,
              survey: survey.extName,
              title: alert.title,
              rule: alert.ruleName,
              unit: alert.unitTitle,
              score: alert.score,
              description: alert.description,
              dueAt: alert.dueAt?.toISOString() ?? null,
              link: alert.link,
            },
            ...(changed ? { changes } : {}),
          },
        };
      }),
    trx,
  );
}
