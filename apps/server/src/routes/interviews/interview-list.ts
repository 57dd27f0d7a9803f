import { ZInterviewList, ZInterviewListQuery } from '@opinio/domain/schemas/interviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nodeConditions } from '../../analytics/dashboard.ts';
import { textSearchCondition } from '../../interviews/interview-search.ts';
import { interviewSummaries } from '../../interviews/interview-summaries.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { dashboardContext } from '../dashboard/dashboard-context.ts';

const ZParams = z.object({ survey: z.string().max(200), drillPathFiltered: z.string().max(4000) });
const CURSOR = /^(\d{1,12})_(\d{1,15})$/;

/** Interviews of a drill node, newest first, keyset-paged; scope and filters as the dashboard. */
export const interviewListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/vuejs/interviews/:survey/:drillPathFiltered',
    { schema: { params: ZParams, querystring: ZInterviewListQuery, response: { 200: ZInterviewList } } },
    async (request) => {
      const ctx = await dashboardContext(
        services,
        request,
        request.params.survey,
        request.params.drillPathFiltered,
      );
      const { cursor, search } = request.query;
      const limit = request.query.limit ?? 20;
      let after: { ts: number; id: number } | null = null;
      if (cursor) {
        const m = CURSOR.exec(cursor);
        if (!m) throw badRequest('Invalid cursor', 'cursor');
        after = { ts: Number(m[1]), id: Number(m[2]) };
      }
      const page = await services.analytics.pageOfIds(
        ctx.survey,
        [...nodeConditions(ctx), ...ctx.filters.conditions],
        textSearchCondition(ctx.survey, search),
        limit + 1,
        after,
      );
      const items = await interviewSummaries(
        services.database.db,
        ctx.survey,
        page.slice(0, limit).map((r) => r.id),
      );
      const last = page[limit - 1];
      return { items, nextCursor: page.length > limit && last ? `${last.ts}_${last.id}` : null };
    },
  );
};
