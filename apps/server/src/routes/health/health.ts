import { healthApi } from '@opinio/domain/api/health';
import { databaseHealth } from '#db/database-health.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * For load balancers and monitoring: 200 with the database's kind and round trip while it
 * answers, 503 in the API's error shape while it does not.
 */
const healthRoutes: RoutePlugin<'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(healthApi.health),
    handler: async (request) => databaseHealth(services.database, request.log),
  });
};

export default healthRoutes;
