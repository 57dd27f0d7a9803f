import { ZBigScreenSummary } from '../schemas/bigscreen.ts';
import type { ApiRoute } from './api-route.ts';

/**
 * The big screen's read-only calls, authenticated by a `bigscreen` API key alone
 * (`Authorization: Bearer <token>` or `X-Api-Key`). The key decides survey, universe and
 * unit; nothing in the request can widen them. 401 `invalid_key` or `revoked_key`.
 */
export const bigScreenApi = {
  summary: {
    method: 'GET',
    path: '/api/bigscreen/summary',
    summary: "The big screen's figures: tiles, 30-day trend, newest comments, top and bottom units",
    description:
      "The last 30 days (today included) against the 30 before: a tile per indicator with its change, the first indicator per day, the 12 newest comments, and the top 5 / bottom 5 leaf units by the first indicator over 90 days (at least 5 answers; null for a leaf unit's key).",
    tag: 'big screen',
    auth: 'apiKey',
    response: { 200: ZBigScreenSummary },
  },
  stream: {
    method: 'GET',
    path: '/api/bigscreen/stream',
    summary: 'Server-Sent Events: loadcount when the survey has new data, revoked when the key goes',
    description:
      '`loadcount` {loadCount}; `revoked` {reason} and the end of the stream when the key is deleted (checked every 3 s); a `: heartbeat` comment every 15 s.',
    tag: 'big screen',
    auth: 'apiKey',
    produces: { mediaType: 'text/event-stream', description: 'The event stream' },
  },
} as const satisfies Record<string, ApiRoute>;
