import type { TInterviewList, TInterviewSort, ZInterviewListQuery } from '@opinio/domain/schemas/interviews';
import type { z } from 'zod';
import { interviewSummaries } from '#alerts/interview-summaries.ts';
import { type DashboardContext, nodeConditions } from '#analytics/dashboard.ts';
import type { PageOrder } from '#analytics/keyset-page.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { textSearchCondition } from './interview-search.ts';

function pageOrder(survey: SurveyModel, sort: TInterviewSort): PageOrder {
  if (sort === 'newest' || sort === 'oldest')
    return { by: 'time', direction: sort === 'newest' ? 'desc' : 'asc' };
  const question = survey.indicators[0]?.question;
  // a survey without indicators has no score: every interview ties, newest first
  if (!question) return { by: 'time', direction: 'desc' };
  return { by: 'question', questionId: question.id, direction: sort === 'score_asc' ? 'asc' : 'desc' };
}

/**
 * A page of the interviews of a drill node in the chosen order (newest first unless told),
 * keyset-paged by an opaque cursor (one of another sort is refused), with their summaries;
 * scope and filters as the dashboard, and `search` in any text answer.
 */
export async function interviewList(
  services: Pick<Services, 'analytics' | 'database'>,
  ctx: DashboardContext,
  query: z.infer<typeof ZInterviewListQuery>,
): Promise<TInterviewList> {
  const search = textSearchCondition(ctx.survey, query.search);
  const page = await services.analytics.page(ctx.survey, {
    where: [...nodeConditions(ctx), ...ctx.filters.conditions, ...(search ? [search] : [])],
    order: pageOrder(ctx.survey, query.sort ?? 'newest'),
    limit: query.limit ?? 20,
    cursor: query.cursor,
  });
  const items = await interviewSummaries(
    services.database.db,
    ctx.survey,
    page.rows.map((r) => r.id),
  );
  return { items, nextCursor: page.nextCursor };
}
