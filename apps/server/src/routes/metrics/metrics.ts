import { healthApi } from '@opinio/domain/api/health';
import { bearerMatches } from '#lib/bearer-token.ts';
import { unauthorized } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * Prometheus metrics (plugins/metrics-plugin.ts, docs/operating.md#monitoring). With
 * METRICS_TOKEN set, a scrape without `Authorization: Bearer <METRICS_TOKEN>` gets 401.
 */
const metricsRoutes: RoutePlugin<'metrics' | 'config'> = async (app, { services }) => {
  const { metrics, config } = services;
  app.route({
    ...routeOptions(healthApi.metrics),
    handler: async (request, reply) => {
      if (config.metricsToken !== null && !bearerMatches(request.headers.authorization, config.metricsToken))
        throw unauthorized('The metrics ask for the bearer token METRICS_TOKEN');
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  });
};

export default metricsRoutes;
