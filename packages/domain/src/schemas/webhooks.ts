import { z } from 'zod';
import { ZText } from '../safe-text.ts';

/**
 * Outbound webhooks: what a universe's integrations are told as it happens, signed with
 * HMAC-SHA256 (docs/webhooks.md). `webhook.test` is sent only by an administrator's test.
 */
export const WEBHOOK_EVENTS = [
  'alert.created',
  'alert.changed',
  'campaign.finished',
  'change.detected',
  'plan.due',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

/** The longest endpoint address taken. */
export const MAX_WEBHOOK_URL = 2000;

/**
 * An endpoint's address: http or https, without credentials in it (they would show in
 * the delivery log and in every administrator's screen). Plain http is taken only where the
 * server lets endpoints reach its own network (a demo: `httpAllowed` of the list), and only
 * for a receiver there; elsewhere an endpoint is https (docs/webhooks.md#addresses).
 */
export const ZWebhookUrl = ZText.trim()
  .min(1)
  .max(MAX_WEBHOOK_URL)
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    {
      error: 'must be an http or https address without a user name or password',
      params: { code: 'invalid_url' },
    },
  )
  .describe(
    'Where deliveries are POSTed: an https address (http only for a receiver on the server’s own machine or network, where `httpAllowed`)',
  );

export const ZWebhook = z.object({
  id: z.number().int().describe("The endpoint's id"),
  name: z.string().describe('Its name'),
  url: z.string().describe('Where deliveries are POSTed'),
  events: z.array(ZWebhookEvent).describe('The events it is sent'),
  active: z.boolean().describe('Whether events are sent to it (a paused one gets none)'),
  secret: z
    .string()
    .describe(
      'The signing secret, `whsec_` and the key in base64 (Standard Webhooks); also the key of the deprecated `Opinio-Signature` header as written',
    ),
  createdBy: z.string().nullable().describe('The user name of who created it'),
  createdAt: z.string().describe('When it was created, an ISO date-time'),
  delivered: z.number().int().describe('Deliveries it took in the last 7 days'),
  failing: z.number().int().describe('Deliveries waiting for a retry or given up in the last 7 days'),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhookList = z.object({
  webhooks: z.array(ZWebhook).describe("The universe's endpoints, in the order they were created"),
  events: z.array(ZWebhookEvent).describe('Every event an endpoint can take'),
  httpAllowed: z
    .boolean()
    .describe(
      'Whether this server takes a plain http address, for a receiver on its own machine or network (a demo, or WEBHOOK_PRIVATE_ADDRESSES=allow); otherwise only https (400 `https_required`)',
    ),
});
export type TWebhookList = z.infer<typeof ZWebhookList>;

/** An endpoint as created or saved. */
export const ZWebhookSave = z.object({
  name: ZText.trim().min(1).max(200).describe('A name to tell it apart'),
  url: ZWebhookUrl,
  events: z
    .array(ZWebhookEvent)
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, {
      error: 'names an event twice',
      params: { code: 'duplicate' },
    })
    .describe('The events to send it, at least one'),
  active: z.boolean().default(true).describe('Whether events are sent to it (default true)'),
});
export type TWebhookSave = z.infer<typeof ZWebhookSave>;

const DELIVERY_STATES = ['queued', 'sending', 'delivered', 'failed'] as const;

export const ZWebhookAttempt = z.object({
  at: z.string().describe('When it was tried, an ISO date-time'),
  status: z.number().int().nullable().describe("The receiver's HTTP status; null when it did not answer"),
  error: z.string().nullable().describe('What went wrong (a refused connection, a timeout, a status)'),
  durationMs: z.number().int().describe('How long the attempt took'),
});

export const ZWebhookDelivery = z.object({
  id: z.number().int().describe("The delivery's id"),
  event: z.string().describe('The event, e.g. `alert.created`'),
  eventId: z.string().describe('The `webhook-id` header: the same on every attempt'),
  state: z
    .enum(DELIVERY_STATES)
    .describe('`queued` (waiting, or for a retry), `sending`, `delivered`, `failed` (given up)'),
  attempts: z.array(ZWebhookAttempt).describe('Every attempt, the first first'),
  nextAttemptAt: z.string().nullable().describe('When it is tried next, while queued; an ISO date-time'),
  createdAt: z.string().describe('When the event happened, an ISO date-time'),
  deliveredAt: z.string().nullable().describe('When the receiver took it'),
  payload: z.record(z.string(), z.unknown()).describe('The JSON body sent'),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.object({
  deliveries: z.array(ZWebhookDelivery).describe('The latest deliveries, the newest first'),
});
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

/**
 * A delivery's JSON body. `text` is a sentence for people: Slack's and Microsoft Teams'
 * incoming webhooks post it as the message; integrations read `event` and `data`.
 */
export const ZWebhookPayload = z.object({
  id: z.string().describe('The event id (the `webhook-id` header)'),
  event: z.string().describe('What happened, e.g. `alert.created`'),
  occurredAt: z.string().describe('When, an ISO date-time'),
  universe: z.string().describe("The universe's name"),
  text: z.string().describe('One sentence for people, with a link (what chat tools post)'),
  data: z.record(z.string(), z.unknown()).describe("The event's details (see docs/webhooks.md)"),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
