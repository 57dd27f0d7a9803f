import type { ApiRoute } from './api-route.ts';

/** Live updates for the signed-in web app. */
export const liveApi = {
  stream: {
    method: 'GET',
    path: '/api/vuejs/events/stream',
    summary: "Server-Sent Events of the caller's universe: loadcount, alert, task",
    description:
      "`loadcount` {survey, loadCount} when a survey has new data; `alert` {survey, alertId, state} for alerts within the user's scope; `task` {survey, taskId, type, state, done, total} for administrators. A `: heartbeat` comment every 15 s. The stream does not re-check the session: a reconnect with a lapsed session gets 401.",
    tag: 'live',
    auth: 'session',
    produces: { mediaType: 'text/event-stream', description: 'The event stream' },
  },
} as const satisfies Record<string, ApiRoute>;
