import { healthApi } from '@opinio/domain/api/health';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * The liveness probe: 200 while the process runs and its event loop turns. It asks nothing
 * of the database, so that an orchestrator does not restart servers that wait for it.
 */
const livenessRoutes: RoutePlugin<never> = async (app) => {
  app.route({
    ...routeOptions(healthApi.liveness),
    handler: async () => ({ status: 'ok' as const }),
  });
};

export default livenessRoutes;
