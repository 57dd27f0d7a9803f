import type { Analytics } from '#analytics/analytics.ts';
import type { Condition } from '#analytics/query-spec.ts';
import type { Database } from '#db/database.ts';
import { commentQuestionIds, type SurveyModel } from '#surveys/survey-model.ts';

/**
 * The newest comments (answers to the comment questions) within the conditions: ids from
 * the read model (where the filters live), texts from PostgreSQL.
 */
export async function latestComments(
  analytics: Analytics,
  database: Database,
  survey: SurveyModel,
  where: Condition[],
  limit: number,
) {
  const comments = commentQuestionIds(survey);
  if (comments.length === 0) return [];
  const page = await analytics.page(survey, {
    where: [...where, { kind: 'hasText', questionIds: comments }],
    order: { by: 'time', direction: 'desc' },
    limit,
  });
  const ids = page.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const scoreQuestion = survey.indicators[0]?.question;
  const rows = await database.db
    .selectFrom('interviews as i')
    .innerJoin('answers as a', 'a.interview_id', 'i.id')
    .select((eb) => [
      'i.id',
      'i.interview_date',
      'i.unit_id',
      'a.text_value',
      eb
        .selectFrom('answers as s')
        .select('s.value')
        .whereRef('s.interview_id', '=', 'i.id')
        .where('s.question_id', '=', scoreQuestion?.id ?? -1)
        .as('score'),
    ])
    .where('i.universe_id', '=', survey.universeId)
    .where('i.survey_id', '=', survey.id)
    .where('i.id', 'in', ids)
    .where('a.question_id', 'in', comments)
    .where('a.text_value', '<>', '')
    .execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
  return rows.map((r) => ({
    interviewId: Number(r.id),
    date: new Date(r.interview_date).toISOString(),
    unitTitle: survey.organisation.unitsById.get(r.unit_id)?.title ?? '',
    text: r.text_value ?? '',
    score: r.score === null || r.score === undefined ? null : Number(r.score),
  }));
}
