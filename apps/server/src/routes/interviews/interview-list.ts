import { interviewsApi } from '@opinio/domain/api/interviews';
import { requestContext } from '#auth/dashboard-context.ts';
import { interviewList } from '#interviews/interview-list.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * Interviews of a drill node in the chosen order, keyset-paged by an opaque cursor (one of
 * another sort is refused); scope and filters as the dashboard.
 */
const interviewListRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'today'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(interviewsApi.list),
    handler: async (request) =>
      interviewList(services, await requestContext(services, request), request.query),
  });
};

export default interviewListRoutes;
