import { ZAnalyticsEvent } from '../schemas/events.ts';
import { type ApiRoute, ZNoContent } from './api-route.ts';

/** The web app's usage events. */
export const eventsApi = {
  record: {
    method: 'POST',
    path: '/api/vuejs/events',
    summary: "Record a usage event (e.g. 'linkable_hit' from a signed-out visitor)",
    description:
      "Stored with the universe of the caller's session, none when signed out. 30 a minute per address.",
    tag: 'events',
    auth: 'public',
    body: ZAnalyticsEvent,
    response: { 204: ZNoContent },
    errors: [429],
  },
} as const satisfies Record<string, ApiRoute>;
