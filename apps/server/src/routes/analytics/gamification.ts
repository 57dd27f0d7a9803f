import { gamificationApi } from '@opinio/domain/api/gamification';
import { requestContext } from '#auth/dashboard-context.ts';
import { pageLeaderboard } from '#gamification/page-leaderboard.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** GamificationOverviewConfig: a leaderboard of units by points from the component's rules. */
const gamificationRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'today'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(gamificationApi.leaderboard),
    handler: async (request) =>
      pageLeaderboard(services, await requestContext(services, request), request.query),
  });
};

export default gamificationRoutes;
