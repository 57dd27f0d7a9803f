import { dashboardApi } from '@opinio/domain/api/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nodeConditions } from '../../analytics/dashboard.ts';
import { questionColumn, textColumn, unitColumn } from '../../analytics/query-spec.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { requestContext } from '../dashboard-context.ts';
import { routeOptions } from '../route-options.ts';

const CURSOR = /^(\d{1,12})_(\d{1,15})$/;

/** Respondents' comments, newest first, keyset-paged. */
export const commentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(dashboardApi.comments),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      const { survey } = ctx;
      const limit = request.query.limit ?? 20;
      let after: { ts: number; id: number } | null = null;
      if (request.query.cursor) {
        const m = CURSOR.exec(request.query.cursor);
        if (!m) throw badRequest('Invalid cursor', 'cursor');
        after = { ts: Number(m[1]), id: Number(m[2]) };
      }
      const textQuestions = survey.questions.filter((q) => q.type === 'text');
      if (textQuestions.length === 0) return { items: [], nextCursor: null };
      const scoreQuestion = survey.indicators[0]?.question;
      const depth = survey.organisation.depth;
      // The interview's own unit is the deepest ancestor column that is set.
      const unit = `coalesce(${Array.from({ length: depth }, (_, i) => unitColumn(depth - i)).join(', ')}) AS unit`;
      const columns = [
        unit,
        ...textQuestions.map((q) => textColumn(q.id)),
        ...(scoreQuestion ? [`${questionColumn(scoreQuestion.id)} AS score`] : []),
      ];
      // The read model holds the texts (empty ones as NULL): one query, no round trip to PostgreSQL.
      const page = await services.analytics.pageOfRows(
        survey,
        [...nodeConditions(ctx), ...ctx.filters.conditions],
        `(${textQuestions.map((q) => `${textColumn(q.id)} IS NOT NULL`).join(' OR ')})`,
        columns,
        limit + 1,
        after,
      );
      const hasMore = page.length > limit;
      const rows = page.slice(0, limit);
      const last = rows.at(-1);
      return {
        items: rows.flatMap((r) =>
          textQuestions
            .filter((q) => typeof r[textColumn(q.id)] === 'string')
            .map((q) => ({
              interviewId: Number(r.id),
              date: new Date(Number(r.ts) * 1000).toISOString(),
              unitTitle: survey.organisation.unitsById.get(Number(r.unit))?.title ?? '',
              question: q.title,
              text: r[textColumn(q.id)] as string,
              score: r.score === null || r.score === undefined ? null : Number(r.score),
            })),
        ),
        nextCursor: hasMore && last ? `${Number(last.ts)}_${Number(last.id)}` : null,
      };
    },
  });
};
