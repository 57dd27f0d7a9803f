import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '#db/pg-errors.ts';
import type { DB } from '#db/schema.ts';
import { conflict } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { insertInterviews } from './insert-interviews.ts';
import type { ValidatedInterview } from './validate-batch.ts';

/** Interview ids by externalId, for those of the given ids the survey already has. */
async function existingIds(db: Kysely<DB>, survey: SurveyModel, externalIds: string[]) {
  const rows = await db
    .selectFrom('interviews')
    .select(['id', 'external_id'])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('external_id', 'in', externalIds)
    .execute();
  return new Map(rows.map((r) => [r.external_id!, Number(r.id)]));
}

/**
 * Writes the interviews the survey does not have yet (idempotent by externalId) in one
 * transaction, which also raises loadCount. Answers the id of every row.
 */
export async function ingestBatch(
  db: Kysely<DB>,
  survey: SurveyModel,
  interviews: readonly ValidatedInterview[],
): Promise<TIngestResult> {
  const existing = await existingIds(
    db,
    survey,
    interviews.map((i) => i.externalId),
  );
  const fresh = interviews.filter((i) => !existing.has(i.externalId));
  let newIds: number[];
  try {
    newIds = await insertInterviews(db, survey.universeId, survey.id, fresh);
  } catch (error) {
    // The same externalIds sent at the same moment by another call: the retry skips them.
    if (isUniqueViolation(error))
      throw conflict('Some of these interviews are being written by another call; retry', undefined, {
        code: 'changed_meanwhile',
      });
    throw error;
  }
  const created = new Map(fresh.map((i, n) => [i.externalId, newIds[n]]));
  return {
    inserted: newIds.length,
    duplicates: interviews.filter((i) => existing.has(i.externalId)).map((i) => i.externalId),
    ids: interviews.map((i) => existing.get(i.externalId) ?? created.get(i.externalId)!),
  };
}
