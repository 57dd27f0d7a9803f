import { z } from 'zod';
import { ZAlertState } from './alerts.ts';
import { ZReportLiveEvent } from './reports.ts';
import { ZTaskLiveEvent } from './tasks.ts';

/**
 * Events of GET /api/vuejs/events/stream (Server-Sent Events; `event:` is the type, `data:`
 * the JSON below). Named live-events because events.ts holds the product analytics events.
 */
const ZLoadCountEvent = z.object({ survey: z.string(), loadCount: z.number().int() });

/** A root user saved a survey's configuration: the web app reads the survey (pages, system message, filters) again. */
const ZConfigEvent = z.object({ survey: z.string(), configVersion: z.number().int() });

const ZAlertLiveEvent = z.object({
  survey: z.string(),
  alertId: z.number().int(),
  state: ZAlertState,
});

/** Each event type of the stream with the schema of its `data` (`task`: admins only; `report`: its owner). */
export const LIVE_EVENTS = {
  loadcount: ZLoadCountEvent,
  config: ZConfigEvent,
  alert: ZAlertLiveEvent,
  task: ZTaskLiveEvent,
  report: ZReportLiveEvent,
} as const;
export type TLiveEventPayloads = { [K in keyof typeof LIVE_EVENTS]: z.infer<(typeof LIVE_EVENTS)[K]> };
