import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/** The external ids of a page of interviews (those without one are left out). */
export async function externalIds(
  db: Kysely<DB>,
  survey: SurveyModel,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('interviews')
    .select(['id', 'external_id'])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('id', 'in', [...ids])
    .where('external_id', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.external_id as string]));
}
