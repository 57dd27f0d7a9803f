import { ZAnalyticsQuery, ZCommentsResponse } from '@opinio/domain/schemas/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nodeConditions } from '../../analytics/dashboard.ts';
import { textColumn } from '../../analytics/query-spec.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { requestContext, ZDashboardParams } from './dashboard-context.ts';

const CURSOR = /^(\d{1,12})_(\d{1,15})$/;

/** Respondents' comments, newest first, keyset-paged. */
export const commentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/vuejs/comments/:survey/:drillPathFiltered',
    {
      schema: {
        params: ZDashboardParams,
        querystring: ZAnalyticsQuery,
        response: { 200: ZCommentsResponse },
      },
    },
    async (request) => {
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
      const page = await services.analytics.pageOfIds(
        survey,
        [...nodeConditions(ctx), ...ctx.filters.conditions],
        `(${textQuestions.map((q) => `${textColumn(q.id)} IS NOT NULL`).join(' OR ')})`,
        limit + 1,
        after,
      );
      const hasMore = page.length > limit;
      const ids = page.slice(0, limit).map((r) => r.id);
      if (ids.length === 0) return { items: [], nextCursor: null };
      const scoreQuestion = survey.indicators[0]?.question;
      const rows = await services.database.db
        .selectFrom('interviews as i')
        .innerJoin('answers as a', 'a.interview_id', 'i.id')
        .innerJoin('questions as q', 'q.id', 'a.question_id')
        .select((eb) => [
          'i.id',
          'i.interview_date',
          'i.unit_id',
          'q.title as question',
          'a.text_value',
          eb
            .selectFrom('answers as s')
            .select('s.value')
            .whereRef('s.interview_id', '=', 'i.id')
            .where('s.question_id', '=', scoreQuestion?.id ?? -1)
            .as('score'),
        ])
        .where('i.universe_id', '=', survey.universeId)
        .where('i.id', 'in', ids)
        .where('q.type', '=', 'text')
        .where('a.text_value', '<>', '')
        .execute();
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
      const last = page[limit - 1];
      return {
        items: rows.map((r) => ({
          interviewId: Number(r.id),
          date: new Date(r.interview_date).toISOString(),
          unitTitle: survey.organisation.unitsById.get(r.unit_id)?.title ?? '',
          question: r.question,
          text: r.text_value ?? '',
          score: r.score === null || r.score === undefined ? null : Number(r.score),
        })),
        nextCursor: hasMore && last ? `${last.ts}_${last.id}` : null,
      };
    },
  );
};
