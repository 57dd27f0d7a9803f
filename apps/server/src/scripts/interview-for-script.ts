import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { notFound } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { type ScriptInterview, scriptInterview } from './script-input.ts';

/** A stored interview of the survey as a script gets it (a test run); 404 for another survey's. */
export async function interviewForScript(
  db: Kysely<DB>,
  survey: SurveyModel,
  interviewId: number,
): Promise<ScriptInterview> {
  const interview = await db
    .selectFrom('interviews')
    .select(['id', 'external_id', 'interview_date', 'unit_id'])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('id', '=', interviewId)
    .executeTakeFirst();
  if (!interview) throw notFound(`Interview ${interviewId} not found in this survey`);
  const answers = await db
    .selectFrom('answers')
    .select(['question_id as questionId', 'value', 'text_value as textValue'])
    .where('interview_id', '=', interviewId)
    .execute();
  return scriptInterview(survey, {
    id: Number(interview.id),
    externalId: interview.external_id,
    date: interview.interview_date,
    unitId: interview.unit_id,
    answers,
  });
}
