import {
  ZAnalyticsQuery,
  ZBreakdownResponse,
  ZDistributionResponse,
  ZKpiResponse,
  ZRankingQuery,
  ZRankingResponse,
  ZTrendResponse,
} from '@opinio/domain/schemas/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { breakdown, distribution, kpis, trend } from '../../analytics/dashboard.ts';
import { ranking } from '../../analytics/ranking.ts';
import type { Services } from '../../services.ts';
import { requestContext, ZDashboardParams } from '../dashboard-context.ts';

/** The dashboard's aggregates; every number comes from the analytics module. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const base = '/api/vuejs/analytics';

  app.get(
    `${base}/kpis/:survey/:drillPathFiltered`,
    { schema: { params: ZDashboardParams, response: { 200: ZKpiResponse } } },
    async (request) => {
      const ctx = await requestContext(services, request);
      return kpis(services.analytics, ctx);
    },
  );

  app.get(
    `${base}/trend/:survey/:drillPathFiltered`,
    { schema: { params: ZDashboardParams, querystring: ZAnalyticsQuery, response: { 200: ZTrendResponse } } },
    async (request) => {
      const ctx = await requestContext(services, request);
      return trend(services.analytics, ctx, request.query.indicator, request.query.bucket ?? 'month');
    },
  );

  app.get(
    `${base}/breakdown/:survey/:drillPathFiltered`,
    { schema: { params: ZDashboardParams, response: { 200: ZBreakdownResponse } } },
    async (request) => {
      const ctx = await requestContext(services, request);
      return breakdown(services.analytics, ctx);
    },
  );

  app.get(
    `${base}/distribution/:survey/:drillPathFiltered`,
    {
      schema: {
        params: ZDashboardParams,
        querystring: ZAnalyticsQuery,
        response: { 200: ZDistributionResponse },
      },
    },
    async (request) => {
      const ctx = await requestContext(services, request);
      return distribution(services.analytics, ctx, request.query.question);
    },
  );

  app.get(
    `${base}/ranking/:survey/:drillPathFiltered`,
    { schema: { params: ZDashboardParams, querystring: ZRankingQuery, response: { 200: ZRankingResponse } } },
    async (request) => {
      const ctx = await requestContext(services, request);
      return ranking(services.analytics, ctx, request.query);
    },
  );
};
