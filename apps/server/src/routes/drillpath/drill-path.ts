import { dashboardApi } from '@opinio/domain/api/dashboard';
import { segmentedDrillPath } from '#analytics/drill-path.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** The segmented drill path: titles for the breadcrumb, interviews, the headline trend. */
const drillPathRoutes: RoutePlugin<'analytics' | 'catalog' | 'today'> = async (app, { services }) => {
  app.route({
    ...routeOptions(dashboardApi.drillPath),
    handler: async (request) =>
      segmentedDrillPath(services.analytics, await requestContext(services, request)),
  });
};

export default drillPathRoutes;
