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
import { z } from 'zod';
import { breakdown, distribution, kpis, trend } from '../../analytics/dashboard.ts';
import { ranking } from '../../analytics/ranking.ts';
import type { Services } from '../../services.ts';
import { dashboardContext } from './dashboard-context.ts';

const ZParams = z.object({ survey: z.string().max(200), drillPathFiltered: z.string().max(4000) });

/** The dashboard's aggregates; every number comes from the analytics module. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const base = '/api/vuejs/analytics';

  app.get(
    `${base}/kpis/:survey/:drillPathFiltered`,
    { schema: { params: ZParams, response: { 200: ZKpiResponse } } },
    async (request) => {
      const ctx = await dashboardContext(
        services,
        request,
        request.params.survey,
        request.params.drillPathFiltered,
      );
      return kpis(services.analytics, ctx);
    },
  );

  app.get(
    `${base}/trend/:survey/:drillPathFiltered`,
    { schema: { params: ZParams, querystring: ZAnalyticsQuery, response: { 200: ZTrendResponse } } },
    async (request) => {
      const ctx = await dashboardContext(
        services,
        request,
        request.params.survey,
        request.params.drillPathFiltered,
      );
      return trend(services.analytics, ctx, request.query.indicator, request.query.bucket ?? 'month');
    },
  );

  app.get(
    `${base}/breakdown/:survey/:drillPathFiltered`,
    { schema: { params: ZParams, response: { 200: ZBreakdownResponse } } },
    async (request) => {
      const ctx = await dashboardContext(
        services,
        request,
        request.params.survey,
        request.params.drillPathFiltered,
      );
      return breakdown(services.analytics, ctx);
    },
  );

  app.get(
    `${base}/distribution/:survey/:drillPathFiltered`,
    { schema: { params: ZParams, querystring: ZAnalyticsQuery, response: { 200: ZDistributionResponse } } },
    async (request) => {
      const ctx = await dashboardContext(
        services,
        request,
        request.params.survey,
        request.params.drillPathFiltered,
      );
      return distribution(services.analytics, ctx, request.query.question);
    },
  );

  app.get(
    `${base}/ranking/:survey/:drillPathFiltered`,
    { schema: { params: ZParams, querystring: ZRankingQuery, response: { 200: ZRankingResponse } } },
    async (request) => {
      const ctx = await dashboardContext(
        services,
        request,
        request.params.survey,
        request.params.drillPathFiltered,
      );
      return ranking(services.analytics, ctx, request.query);
    },
  );
};
