import { liveApi } from '@opinio/domain/api/live';
import type { TLiveEventPayloads } from '@opinio/domain/schemas/live-events';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { followLiveEvents } from '#live/follow-live-events.ts';
import { sseStreams } from '#live/sse-stream.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Server-Sent Events of the caller's universe: loadcount, alert (packages/domain live-events.ts), task (tasks.ts). */
const eventStreamRoutes: RoutePlugin<'catalog' | 'live'> = async (app, { services }) => {
  const openStream = sseStreams<TLiveEventPayloads>(app);
  app.route({
    ...routeOptions(liveApi.stream),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      const stream = openStream(request, reply);
      stream.whenStopped(followLiveEvents(services, principal, stream, request.log));
    },
  });
};

export default eventStreamRoutes;
