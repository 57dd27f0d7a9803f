import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

export interface NewAnswer {
  questionId: number;
  value: number | null;
  textValue: string | null;
}

export interface NewInterview {
  unitId: number;
  date: Date;
  externalId: string | null;
  answers: NewAnswer[];
}

/**
 * Takes `count` interview ids from the sequence, in one statement. A sequence is not
 * transactional: the ids of a batch that fails afterwards are skipped, as they always were.
 */
async function allocateInterviewIds(db: Kysely<DB>, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT nextval('interviews_id_seq')::bigint AS id FROM generate_series(1, ${count})`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Raises the survey's data version (loadCount): every dashboard reads its interviews again. */
export async function raiseLoadCount(db: Kysely<DB>, universeId: number, surveyId: number): Promise<void> {
  await db
    .updateTable('surveys')
    .set((eb) => ({ load_count: eb('load_count', '+', 1) }))
    .where('id', '=', surveyId)
    .where('universe_id', '=', universeId)
    .execute();
}

/**
 * Writes a batch of interviews with their answers in one transaction and raises the
 * survey's data version (loadCount) so every dashboard refreshes. Column-wise unnest
 * keeps it to two statements whatever the batch size. `ids` (from allocateInterviewIds,
 * one per interview) are used instead of taking new ones inside the transaction.
 * `loadCount: false` leaves the version as it is: a slice of a batch whose last slice raises it.
 */
export async function insertInterviews(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  interviews: readonly NewInterview[],
  ids?: readonly number[],
  options: { loadCount?: boolean } = {},
): Promise<number[]> {
  if (ids !== undefined && ids.length !== interviews.length)
    throw new Error(`insertInterviews: ${ids.length} ids for ${interviews.length} interviews`);
  if (interviews.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const interviewIds = ids ? [...ids] : await allocateInterviewIds(trx, interviews.length);
    await sql`
      INSERT INTO interviews (id, universe_id, survey_id, unit_id, external_id, interview_date)
      SELECT id, ${universeId}, ${surveyId}, unit_id, external_id, interview_date
      FROM unnest(${interviewIds}::bigint[], ${interviews.map((i) => i.unitId)}::int[],
                  ${interviews.map((i) => i.externalId)}::text[],
                  ${interviews.map((i) => i.date.toISOString())}::timestamptz[])
        AS t(id, unit_id, external_id, interview_date)`.execute(trx);
    const answerInterviewIds: number[] = [];
    const questionIds: number[] = [];
    const values: (number | null)[] = [];
    const texts: (string | null)[] = [];
    interviews.forEach((interview, i) => {
      for (const answer of interview.answers) {
        answerInterviewIds.push(interviewIds[i]);
        questionIds.push(answer.questionId);
        values.push(answer.value);
        texts.push(answer.textValue);
      }
    });
    if (answerInterviewIds.length > 0) {
      await sql`
        INSERT INTO answers (universe_id, interview_id, question_id, value, text_value)
        SELECT ${universeId}, interview_id, question_id, value, text_value
        FROM unnest(${answerInterviewIds}::bigint[], ${questionIds}::int[], ${values}::int[], ${texts}::text[])
          AS t(interview_id, question_id, value, text_value)`.execute(trx);
    }
    if (options.loadCount !== false) await raiseLoadCount(trx, universeId, surveyId);
    return interviewIds;
  });
}

export interface BatchPipelineOptions {
  /**
   * Batch transactions in flight at once (default 2). On PostgreSQL two backends insert
   * side by side while Node makes the next batch; PGlite runs them one after the other.
   */
  concurrency?: number;
  /** Called once per batch, in batch order, after its transaction committed. */
  onInserted?: (ids: number[], batch: readonly NewInterview[]) => void;
}

/**
 * Writes a stream of batches, each in its own transaction (insertInterviews: a failed
 * batch writes nothing and raises loadCount once per written batch). Ids are taken in
 * batch order before each transaction starts, so every interview gets the id it would get
 * one batch after the other. If a batch fails, the ones in flight are awaited and the
 * first failure is thrown; up to `concurrency - 1` later batches may have been written.
 */
export async function insertInterviewBatches(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  batches: Iterable<readonly NewInterview[]>,
  options: BatchPipelineOptions = {},
): Promise<void> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  const inFlight: Array<{ batch: readonly NewInterview[]; ids: number[]; done: Promise<unknown> }> = [];
  const settleOldest = async () => {
    const oldest = inFlight.shift()!;
    await oldest.done;
    options.onInserted?.(oldest.ids, oldest.batch);
  };
  try {
    for (const batch of batches) {
      if (batch.length === 0) continue;
      const ids = await allocateInterviewIds(db, batch.length);
      const done = insertInterviews(db, universeId, surveyId, batch, ids);
      // Observed by settleOldest or by the allSettled below, never left unhandled.
      done.catch(() => {});
      inFlight.push({ batch, ids, done });
      while (inFlight.length >= concurrency) await settleOldest();
    }
    while (inFlight.length > 0) await settleOldest();
  } catch (error) {
    await Promise.allSettled(inFlight.map((f) => f.done));
    throw error;
  }
}
