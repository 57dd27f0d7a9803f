import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TInterviewSort } from '@opinio/domain/schemas/interviews';
import { interviewSummaries } from '#alerts/interview-summaries.ts';
import { nodeConditions } from '#analytics/dashboard.ts';
import type { PageOrder } from '#analytics/keyset-page.ts';
import { dashboardContext } from '#auth/dashboard-context.ts';
import { textSearchCondition } from '#interviews/interview-search.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

function pageOrder(survey: SurveyModel, sort: TInterviewSort): PageOrder {
  if (sort === 'newest' || sort === 'oldest')
    return { by: 'time', direction: sort === 'newest' ? 'desc' : 'asc' };
  const question = survey.indicators[0]?.question;
  // a survey without indicators has no score: every interview ties, newest first
  if (!question) return { by: 'time', direction: 'desc' };
  return { by: 'question', questionId: question.id, direction: sort === 'score_asc' ? 'asc' : 'desc' };
}

/**
 * Interviews of a drill node in the chosen order, keyset-paged by an opaque cursor (one of
 * another sort is refused); scope and filters as the dashboard.
 */
const interviewListRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'today'> = async (
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
      const search = textSearchCondition(ctx.survey, request.query.search);
      const page = await services.analytics.page(ctx.survey, {
        where: [...nodeConditions(ctx), ...ctx.filters.conditions, ...(search ? [search] : [])],
        order: pageOrder(ctx.survey, request.query.sort ?? 'newest'),
        limit: request.query.limit ?? 20,
        cursor: request.query.cursor,
      });
      const items = await interviewSummaries(
        services.database.db,
        ctx.survey,
        page.rows.map((r) => r.id),
      );
      return { items, nextCursor: page.nextCursor };
    },
  });
};

export default interviewListRoutes;
