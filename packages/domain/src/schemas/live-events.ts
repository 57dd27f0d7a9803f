import { z } from 'zod';

/**
 * Events of GET /api/vuejs/events/stream (Server-Sent Events; `event:` is the type, `data:`
 * the JSON below). Named live-events because events.ts holds the product analytics events.
 */
export const ZLoadCountEvent = z.object({ survey: z.string(), loadCount: z.number().int() });
export type TLoadCountEvent = z.infer<typeof ZLoadCountEvent>;

export const ZAlertEvent = z.object({
  survey: z.string(),
  alertId: z.number().int(),
  state: z.enum(['new', 'in_progress', 'solved', 'closed']),
});
export type TAlertLiveEvent = z.infer<typeof ZAlertEvent>;

export const LIVE_EVENT_TYPES = ['loadcount', 'alert'] as const;
