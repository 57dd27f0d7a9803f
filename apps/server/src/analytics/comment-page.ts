import type { TCommentsResponse } from '@opinio/domain/schemas/analytics';
import type { Analytics } from './analytics.ts';
import { type DashboardContext, nodeConditions } from './dashboard.ts';

/**
 * Respondents' comments of a drill node, newest first, keyset-paged: one page of the
 * read model, which holds the texts (empty ones as NULL), the unit and the score beside
 * them, so there is no round trip to PostgreSQL.
 */
export async function commentPage(
  analytics: Analytics,
  ctx: DashboardContext,
  options: { limit: number; cursor?: string },
): Promise<TCommentsResponse> {
  const { survey } = ctx;
  const textQuestions = survey.questions.filter((q) => q.type === 'text');
  if (textQuestions.length === 0) return { items: [], nextCursor: null };
  const scoreQuestion = survey.indicators[0]?.question ?? null;
  const texts = textQuestions.map((q) => q.id);
  const page = await analytics.page(survey, {
    where: [...nodeConditions(ctx), ...ctx.filters.conditions, { kind: 'hasText', questionIds: texts }],
    order: { by: 'time', direction: 'desc' },
    limit: options.limit,
    cursor: options.cursor,
    content: { texts, score: scoreQuestion?.id ?? null },
  });
  return {
    items: page.rows.flatMap((row) =>
      textQuestions.flatMap((q) => {
        const text = row.texts.get(q.id);
        if (text === undefined) return [];
        return [
          {
            interviewId: row.id,
            date: new Date(row.ts * 1000).toISOString(),
            unitTitle: (row.unitId !== null && survey.organisation.unitsById.get(row.unitId)?.title) || '',
            question: q.title,
            text,
            score: row.score,
          },
        ];
      }),
    ),
    nextCursor: page.nextCursor,
  };
}
