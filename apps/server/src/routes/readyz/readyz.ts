import { healthApi } from '@opinio/domain/api/health';
import { analyticsReadiness } from '#analytics/analytics-health.ts';
import { databaseReadiness } from '#db/database-health.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * The readiness probe: 200 with what it checked (the database answers and holds every
 * migration of this server, the analytics engine answers), 503 in the API's error shape
 * (`unavailable`, logged) while one of them does not.
 */
const readinessRoutes: RoutePlugin<'database' | 'analytics'> = async (app, { services }) => {
  app.route({
    ...routeOptions(healthApi.readiness),
    handler: async (request) => ({
      ...(await databaseReadiness(services.database, request.log)),
      ...(await analyticsReadiness(services.analytics, request.log)),
    }),
  });
};

export default readinessRoutes;
