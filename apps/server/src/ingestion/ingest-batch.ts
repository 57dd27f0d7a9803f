import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '#db/pg-errors.ts';
import type { DB } from '#db/schema.ts';
import { conflict } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { insertInterviews, raiseLoadCount } from './insert-interviews.ts';
import { inSurveyWriteTurn } from './survey-write-turn.ts';
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

export interface IngestOptions {
  /**
   * New interviews per transaction: the embedded database runs one transaction at a time on
   * the server's thread, and every other query waits for the whole of it (5,000 interviews
   * with their answers held it for about a second). The transactions of a batch are written
   * in the survey's write turn (survey-write-turn.ts) and only the last raises loadCount, so
   * dashboards show the batch whole. Without it, one transaction writes the batch.
   */
  slice?: number;
  /**
   * After each transaction: its new interviews with their ids, whether it was the last, and
   * how long it took (alert rules, a pause for other work).
   */
  afterSlice?: (
    fresh: Array<ValidatedInterview & { id: number }>,
    slice: { last: boolean; ms: number },
  ) => Promise<void>;
}

/**
 * Writes the interviews the survey does not have yet (idempotent by externalId) and raises
 * loadCount, in one transaction or in slices (`options.slice`). A batch stopped part way
 * keeps the slices written: sent again, it writes the rest. Answers the id of every row.
 */
export async function ingestBatch(
  db: Kysely<DB>,
  survey: SurveyModel,
  interviews: readonly ValidatedInterview[],
  options: IngestOptions = {},
): Promise<TIngestResult> {
  const write = async () => {
    const existing = await existingIds(
      db,
      survey,
      interviews.map((i) => i.externalId),
    );
    const fresh = interviews.filter((i) => !existing.has(i.externalId));
    const size = Math.max(1, options.slice ?? fresh.length);
    const created = new Map<string, number>();
    let raised = false;
    try {
      for (let start = 0; start < fresh.length; start += size) {
        const began = performance.now();
        const slice = fresh.slice(start, start + size);
        const last = start + size >= fresh.length;
        const ids = await insertInterviews(db, survey.universeId, survey.id, slice, undefined, {
          loadCount: last,
        });
        raised = last;
        for (const [n, interview] of slice.entries()) created.set(interview.externalId, ids[n]);
        await options.afterSlice?.(
          slice.map((interview, n) => ({ ...interview, id: ids[n] })),
          { last, ms: performance.now() - began },
        );
      }
    } catch (error) {
      // What the slices before wrote shows on the dashboards all the same.
      if (created.size > 0 && !raised) await raiseLoadCount(db, survey.universeId, survey.id).catch(() => {});
      // The same externalIds sent at the same moment by another call: the retry skips them.
      if (isUniqueViolation(error))
        throw conflict('Some of these interviews are being written by another call; retry', undefined, {
          code: 'changed_meanwhile',
        });
      throw error;
    }
    return {
      inserted: created.size,
      duplicates: interviews.filter((i) => existing.has(i.externalId)).map((i) => i.externalId),
      ids: interviews.map((i) => existing.get(i.externalId) ?? created.get(i.externalId)!),
    };
  };
  return options.slice === undefined ? write() : inSurveyWriteTurn(db, survey.id, write);
}
