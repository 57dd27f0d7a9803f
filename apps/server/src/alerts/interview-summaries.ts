import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { commentQuestionIds, type SurveyModel } from '#surveys/survey-model.ts';

export interface InterviewSummary {
  id: number;
  date: string;
  unitTitle: string;
  nps: number | null;
  comment: string | null;
}

/**
 * Date, unit, NPS (the survey's first NPS indicator's question) and comment (the first
 * answer to a comment question) of each interview, in the order of `ids`.
 */
export async function interviewSummaries(
  db: Kysely<DB>,
  survey: SurveyModel,
  ids: number[],
): Promise<InterviewSummary[]> {
  if (ids.length === 0) return [];
  const npsQuestion = survey.indicators.find((i) => i.kind === 'nps')?.question.id ?? -1;
  const commentIds = commentQuestionIds(survey);
  const rows = await db
    .selectFrom('interviews as i')
    .select((eb) => [
      'i.id',
      'i.interview_date',
      'i.unit_id',
      eb
        .selectFrom('answers as a')
        .select('a.value')
        .whereRef('a.interview_id', '=', 'i.id')
        .where('a.question_id', '=', npsQuestion)
        .as('nps'),
      eb
        .selectFrom('answers as a')
        .select('a.text_value')
        .whereRef('a.interview_id', '=', 'i.id')
        .where('a.question_id', 'in', commentIds.length ? commentIds : [-1])
        .where('a.text_value', '<>', '')
        .orderBy('a.question_id')
        .limit(1)
        .as('comment'),
    ])
    .where('i.universe_id', '=', survey.universeId)
    .where('i.survey_id', '=', survey.id)
    .where('i.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id,
        date: new Date(r.interview_date).toISOString(),
        unitTitle: survey.organisation.unitsById.get(r.unit_id)?.title ?? '',
        nps: r.nps === null || r.nps === undefined ? null : Number(r.nps),
        comment: r.comment ?? null,
      },
    ];
  });
}
