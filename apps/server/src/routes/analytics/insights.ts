import { insightsApi } from '@opinio/domain/api/insights';
import { keyDrivers } from '#analytics/key-drivers.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** What lies behind the dashboard's figures: the key drivers of an indicator. */
const insightsRoutes: RoutePlugin<'analytics' | 'catalog' | 'today'> = async (app, { services }) => {
  app.route({
    ...routeOptions(insightsApi.drivers),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      return keyDrivers(services.analytics, ctx, request.query.target);
    },
  });
};

export default insightsRoutes;
