import { topicsApi } from '@opinio/domain/api/topics';
import { commentSummary } from '#analytics/comment-summary.ts';
import { topicFigures, topicSuggestions } from '#analytics/topics.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** The topics of a drill node's comments, their summary, and phrases the taxonomy does not cover yet. */
const topicRoutes: RoutePlugin<'analytics' | 'catalog' | 'today'> = async (app, { services }) => {
  app.route({
    ...routeOptions(topicsApi.topics),
    handler: async (request) => topicFigures(services.analytics, await requestContext(services, request)),
  });

  app.route({
    ...routeOptions(topicsApi.summary),
    handler: async (request) =>
      commentSummary(services.analytics, await requestContext(services, request), request.query.indicator),
  });

  app.route({
    ...routeOptions(topicsApi.suggestions),
    handler: async (request) => topicSuggestions(services.analytics, await requestContext(services, request)),
  });
};

export default topicRoutes;
