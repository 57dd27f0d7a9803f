import type { TCommentsResponse } from '@opinio/domain/schemas/analytics';
import { badRequest } from '#lib/http-error.ts';
import { commentQuestions } from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { type DashboardContext, nodeConditions } from './dashboard.ts';
import type { Condition } from './query-spec.ts';

/**
 * Respondents' comments of a drill node (their answers to the comment questions: never a
 * background or computed text variable), newest first, keyset-paged: one page of the
 * read model, which holds the texts (empty ones as NULL), the unit, the score and the
 * comment's language beside them, so there is no round trip to PostgreSQL. Each comment
 * comes with its topics, the words that matched, and its sentiment, as the read model
 * stored them with the row (docs/text-analytics.md).
 */
export async function commentPage(
  analytics: Analytics,
  ctx: DashboardContext,
  options: { limit: number; cursor?: string; topic?: string },
): Promise<TCommentsResponse> {
  const { survey } = ctx;
  const taxonomy = survey.topics;
  const topic: Condition[] = [];
  if (options.topic !== undefined) {
    if (!taxonomy?.topics.some((t) => t.key === options.topic))
      throw badRequest(`Survey ${survey.extName} has no topic "${options.topic}"`, 'topic', {
        code: 'unknown_value',
        params: { value: options.topic },
      });
    topic.push({ kind: 'topic', keys: [options.topic] });
  }
  const questions = commentQuestions(survey);
  if (questions.length === 0) return { items: [], nextCursor: null };
  const scoreQuestion = survey.indicators[0]?.question ?? null;
  const texts = questions.map((q) => q.id);
  const page = await analytics.page(survey, {
    where: [
      ...nodeConditions(ctx),
      ...ctx.filters.conditions,
      ...topic,
      { kind: 'hasText', questionIds: texts },
    ],
    order: { by: 'time', direction: 'desc' },
    limit: options.limit,
    cursor: options.cursor,
    content: { texts, score: scoreQuestion?.id ?? null, tags: true },
  });
  return {
    items: page.rows.flatMap((row) =>
      questions.flatMap((q) => {
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
            // found when the row was written or the taxonomy or model changed, not per request
            topics: row.tags.get(q.id)?.topics ?? [],
            sentiment: row.tags.get(q.id)?.sentiment ?? null,
          },
        ];
      }),
    ),
    nextCursor: page.nextCursor,
  };
}
