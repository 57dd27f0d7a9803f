import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TInterviewSort } from '@opinio/domain/schemas/interviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageKey, PageOrder } from '../../analytics/analytics.ts';
import { nodeConditions } from '../../analytics/dashboard.ts';
import { textSearchCondition } from '../../interviews/interview-search.ts';
import { interviewSummaries } from '../../interviews/interview-summaries.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import type { SurveyModel } from '../../surveys/survey-model.ts';
import { dashboardContext } from '../dashboard-context.ts';
import { routeOptions } from '../route-options.ts';

/**
 * Cursors name their sort, then the last row's key: `newest_<ts>_<id>`, `oldest_<ts>_<id>`,
 * `score_asc_<score|n>_<ts>_<id>`, `score_desc_<score|n>_<ts>_<id>` (n: no score).
 */
const CURSOR = /^(newest|oldest|score_asc|score_desc)_(?:(-?\d{1,10}|n)_)?(\d{1,12})_(\d{1,15})$/;

function pageOrder(survey: SurveyModel, sort: TInterviewSort): PageOrder {
  if (sort === 'newest' || sort === 'oldest')
    return { by: 'time', direction: sort === 'newest' ? 'desc' : 'asc' };
  const question = survey.indicators[0]?.question;
  // a survey without indicators has no score: every interview ties, newest first
  if (!question) return { by: 'time', direction: 'desc' };
  return { by: 'question', questionId: question.id, direction: sort === 'score_asc' ? 'asc' : 'desc' };
}

function parseCursor(cursor: string, sort: TInterviewSort): PageKey {
  const m = CURSOR.exec(cursor);
  if (!m) throw badRequest('Invalid cursor', 'cursor');
  const [, cursorSort, value, ts, id] = m;
  if (cursorSort !== sort)
    throw badRequest(`The cursor belongs to sort ${cursorSort}, not ${sort}`, 'cursor');
  const byScore = sort === 'score_asc' || sort === 'score_desc';
  if (byScore !== (value !== undefined)) throw badRequest('Invalid cursor', 'cursor');
  return {
    ts: Number(ts),
    id: Number(id),
    value: value === undefined || value === 'n' ? null : Number(value),
  };
}

function formatCursor(sort: TInterviewSort, key: PageKey): string {
  const byScore = sort === 'score_asc' || sort === 'score_desc';
  return [sort, ...(byScore ? [key.value ?? 'n'] : []), key.ts, key.id].join('_');
}

/** Interviews of a drill node in the chosen order, keyset-paged; scope and filters as the dashboard. */
export const interviewListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(interviewsApi.list),
    handler: async (request) => {
      const ctx = await dashboardContext(
        services,
        request,
        request.params.survey,
        request.params.drillPathFiltered,
      );
      const { cursor, search } = request.query;
      const sort = request.query.sort ?? 'newest';
      const limit = request.query.limit ?? 20;
      const after = cursor ? parseCursor(cursor, sort) : null;
      const page = await services.analytics.pageOfKeys(
        ctx.survey,
        [...nodeConditions(ctx), ...ctx.filters.conditions],
        textSearchCondition(ctx.survey, search),
        pageOrder(ctx.survey, sort),
        limit + 1,
        after,
      );
      const items = await interviewSummaries(
        services.database.db,
        ctx.survey,
        page.slice(0, limit).map((r) => r.id),
      );
      const last = page[limit - 1];
      return { items, nextCursor: page.length > limit && last ? formatCursor(sort, last) : null };
    },
  });
};
