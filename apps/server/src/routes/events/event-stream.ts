import { liveApi } from '@opinio/domain/api/live';
import type { TLiveEventPayloads } from '@opinio/domain/schemas/live-events';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { mayReceive } from '#live/event-filter.ts';
import { sendLiveEvent } from '#live/send-live-event.ts';
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
      const unsubscribe = services.live.subscribe((event) => {
        // The catalog is cached per universe: checking each event costs no query.
        services.catalog
          .surveys(principal.universe.id)
          .then((surveys) => {
            if (mayReceive(principal, surveys, event)) sendLiveEvent(stream, event);
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'live event not sent'));
      });
      stream.whenStopped(unsubscribe);
    },
  });
};

export default eventStreamRoutes;
