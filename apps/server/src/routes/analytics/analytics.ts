import { dashboardApi } from '@opinio/domain/api/dashboard';
import { rankingsApi } from '@opinio/domain/api/rankings';
import { breakdown, distribution, kpis, trend } from '#analytics/dashboard.ts';
import { rankingOrPeers } from '#analytics/ranking.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** The dashboard's aggregates; every number comes from the analytics module. */
const analyticsRoutes: RoutePlugin<'analytics' | 'catalog' | 'today'> = async (app, { services }) => {
  app.route({
    ...routeOptions(dashboardApi.kpis),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      return kpis(services.analytics, ctx);
    },
  });

  app.route({
    ...routeOptions(dashboardApi.trend),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      return trend(services.analytics, ctx, request.query.indicator, request.query.bucket ?? 'month');
    },
  });

  app.route({
    ...routeOptions(dashboardApi.breakdown),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      return breakdown(services.analytics, ctx);
    },
  });

  app.route({
    ...routeOptions(dashboardApi.distribution),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      return distribution(services.analytics, ctx, request.query.question);
    },
  });

  app.route({
    ...routeOptions(rankingsApi.ranking),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      return rankingOrPeers(services.analytics, ctx, request.query);
    },
  });
};

export default analyticsRoutes;
