import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

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
 * Writes a batch of interviews with their answers in one transaction and raises the
 * survey's data version (loadCount) so every dashboard refreshes. Column-wise unnest
 * keeps it to two statements whatever the batch size.
 */
export async function insertInterviews(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  interviews: readonly NewInterview[],
): Promise<number[]> {
  if (interviews.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const idRows = await sql<{ id: number }>`
      SELECT nextval('interviews_id_seq')::bigint AS id FROM generate_series(1, ${interviews.length})`.execute(
      trx,
    );
    const ids = idRows.rows.map((r) => Number(r.id));
    await sql`
      INSERT INTO interviews (id, universe_id, survey_id, unit_id, external_id, interview_date)
      SELECT id, ${universeId}, ${surveyId}, unit_id, external_id, interview_date
      FROM unnest(${ids}::bigint[], ${interviews.map((i) => i.unitId)}::int[],
                  ${interviews.map((i) => i.externalId)}::text[],
                  ${interviews.map((i) => i.date.toISOString())}::timestamptz[])
        AS t(id, unit_id, external_id, interview_date)`.execute(trx);
    const interviewIds: number[] = [];
    const questionIds: number[] = [];
    const values: (number | null)[] = [];
    const texts: (string | null)[] = [];
    interviews.forEach((interview, i) => {
      for (const answer of interview.answers) {
        interviewIds.push(ids[i]);
        questionIds.push(answer.questionId);
        values.push(answer.value);
        texts.push(answer.textValue);
      }
    });
    if (interviewIds.length > 0) {
      await sql`
        INSERT INTO answers (universe_id, interview_id, question_id, value, text_value)
        SELECT ${universeId}, interview_id, question_id, value, text_value
        FROM unnest(${interviewIds}::bigint[], ${questionIds}::int[], ${values}::int[], ${texts}::text[])
          AS t(interview_id, question_id, value, text_value)`.execute(trx);
    }
    await trx
      .updateTable('surveys')
      .set((eb) => ({ load_count: eb('load_count', '+', 1) }))
      .where('id', '=', surveyId)
      .where('universe_id', '=', universeId)
      .execute();
    return ids;
  });
}
