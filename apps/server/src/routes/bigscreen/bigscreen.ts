import { bigScreenApi } from '@opinio/domain/api/bigscreen';
import type { TBigScreenEventPayloads } from '@opinio/domain/schemas/bigscreen';
import { bigScreenKey, bigScreenToken, checkBigScreenToken } from '#bigscreen/bigscreen-key.ts';
import { bigScreenSummary } from '#bigscreen/bigscreen-summary.ts';
import { sseStreams } from '#live/sse-stream.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** How often an open stream checks that its key still exists (and is not revoked). */
const KEY_CHECK_MS = 3_000;

/**
 * The big screen's read-only calls, authenticated by a big-screen API key alone (no
 * session, no CSRF header: GET only). The key decides survey and unit; nothing in the
 * request can widen them.
 */
const bigScreenRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'live' | 'today'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(bigScreenApi.summary),
    handler: async (request, reply) => {
      const key = await bigScreenKey(services, request);
      reply.header('cache-control', 'no-store');
      return bigScreenSummary(services, key);
    },
  });

  const openStream = sseStreams<TBigScreenEventPayloads>(app);
  app.route({
    ...routeOptions(bigScreenApi.stream),
    handler: async (request, reply) => {
      const token = bigScreenToken(request);
      const key = await bigScreenKey(services, request);
      const { survey } = key;
      const stream = openStream(request, reply);
      stream.whenStopped(
        services.live.subscribe((event) => {
          if (event.type !== 'loadcount') return;
          if (event.universeId !== survey.universeId || event.survey !== survey.extName) return;
          stream.send('loadcount', { loadCount: event.loadCount });
        }),
      );
      let checking = false;
      const keyCheck = setInterval(() => {
        if (checking) return;
        checking = true;
        checkBigScreenToken(services, token)
          .then((result) => {
            if (typeof result !== 'string') return;
            stream.send('revoked', { reason: result });
            stream.end();
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'big-screen key check failed'))
          .finally(() => {
            checking = false;
          });
      }, KEY_CHECK_MS);
      stream.whenStopped(() => clearInterval(keyCheck));
    },
  });
};

export default bigScreenRoutes;
