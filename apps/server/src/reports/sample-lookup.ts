import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/** Whether the survey has this sample (a report on one sample checks it before it is queued). */
export async function sampleOfSurvey(
  db: Kysely<DB>,
  survey: SurveyModel,
  sampleId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('samples')
    .select('id')
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('id', '=', sampleId)
    .executeTakeFirst();
  return row !== undefined;
}
