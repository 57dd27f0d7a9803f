import { bigScreenApi } from '@opinio/domain/api/bigscreen';
import type { TBigScreenEventPayloads } from '@opinio/domain/schemas/bigscreen';
import { bigScreenKey, bigScreenToken } from '#bigscreen/bigscreen-key.ts';
import { followBigScreen } from '#bigscreen/bigscreen-stream.ts';
import { bigScreenSummary } from '#bigscreen/bigscreen-summary.ts';
import { sseStreams } from '#live/sse-stream.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

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
      const key = await bigScreenKey(services, request);
      followBigScreen(services, key, bigScreenToken(request), openStream(request, reply), request.log);
    },
  });
};

export default bigScreenRoutes;
