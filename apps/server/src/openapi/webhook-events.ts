import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, ZWebhookPayload } from '@opinio/domain/schemas/webhooks';
import { z } from 'zod';

const EVENT_DESCRIPTIONS: Record<(typeof WEBHOOK_EVENTS)[number] | typeof WEBHOOK_TEST_EVENT, string> = {
  'alert.created':
    'A rule opened an alert. `data.alert`: id, state, survey, title, rule, unit, score, description, dueAt, link.',
  'alert.changed':
    "An alert's follow-up changed (state, assignee, due date, resolution). `data.alert` as for `alert.created`, `data.changes`: what changed.",
  'campaign.finished':
    'Every message of a campaign was handed over. `data.campaign`: id, name, channel, survey, link; `data.messages`: total, delivered, failed, unsubscribed.',
  'change.detected':
    "A detection run found a new change of a unit's indicator (docs/what-changed.md). `data.change`: id, survey, unit, indicator, direction, window (days), recentValue, recentN, historyValue, historyN, difference, ciLow, ciHigh, qValue, link.",
  'plan.due':
    "An action plan reached its due date (docs/action-plans.md), once per plan. `data.plan`: id, survey, unit, unitPath, title, owner, dueDate, state, indicator, direction, target, outcome (target, change, baseline and period with value, n and interval, difference; a value is null with fewer answers than the survey's minimum), link.",
  'webhook.test': "An administrator's test delivery. `data.webhook`: id, name.",
};

/**
 * The document's `webhooks` section (OpenAPI 3.1): what the product POSTs to a universe's
 * endpoints, one entry per event, with the headers that sign it (Standard Webhooks, and the
 * deprecated `Opinio-Signature`; docs/webhooks.md).
 */
export function webhookSection(): Record<string, unknown> {
  const body = z.toJSONSchema(ZWebhookPayload, { target: 'openapi-3.0' });
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  return Object.fromEntries(
    [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].map((event) => [
      event,
      {
        post: {
          summary: `${event}: sent to the universe's endpoints that take it`,
          description: `${EVENT_DESCRIPTIONS[event]} Slack and Microsoft Teams incoming webhooks post \`text\`. Retried with back-off until a 2xx.`,
          tags: ['webhooks'],
          operationId: `webhook.${event}`,
          // the receiver checks the signature header, not a credential of this API
          security: [],
          parameters: [
            header(
              'webhook-id',
              'Standard Webhooks: the event id, the same on every attempt, to recognise a repeat',
            ),
            header('webhook-timestamp', "Standard Webhooks: the attempt's time, in unix seconds"),
            header(
              'webhook-signature',
              'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>" keyed with the bytes of the endpoint\'s secret after `whsec_`>`',
            ),
            header('Opinio-Event', 'The event, as in the body'),
            {
              ...header('Opinio-Delivery', 'Deprecated: the same as `webhook-id`'),
              deprecated: true,
            },
            {
              ...header(
                'Opinio-Signature',
                'Deprecated, sent for one release more: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint\'s secret as written>`',
              ),
              deprecated: true,
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: { '2XX': { description: 'Taken: any other answer, or none within 10 s, is retried' } },
        },
      },
    ]),
  );
}
