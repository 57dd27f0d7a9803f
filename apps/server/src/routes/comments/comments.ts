import { dashboardApi } from '@opinio/domain/api/dashboard';
import { commentPage } from '#analytics/comment-page.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Respondents' comments with their topics and sentiment, newest first, keyset-paged by an opaque cursor. */
const commentRoutes: RoutePlugin<'analytics' | 'catalog' | 'today'> = async (app, { services }) => {
  app.route({
    ...routeOptions(dashboardApi.comments),
    handler: async (request) =>
      commentPage(services.analytics, await requestContext(services, request), {
        limit: request.query.limit ?? 20,
        cursor: request.query.cursor,
        topic: request.query.topic,
      }),
  });
};

export default commentRoutes;
