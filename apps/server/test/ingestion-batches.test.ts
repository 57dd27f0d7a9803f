import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import type { DB } from '#db/schema.ts';
import { generateInterviews } from '#demo/interviews.ts';
import { insertInterviewBatches, insertInterviews, type NewInterview } from '#ingestion/insert-interviews.ts';
import { DATABASE_KINDS, seededTestDatabase, TEST_NOW } from './harness.ts';

interface Target {
  universeId: number;
  surveyId: number;
  stores: Array<{ unitId: number; effect: number; weight: number }>;
  questionIds: Map<string, number>;
}

/** A demo database (300 interviews) and the cx survey's ids. */
async function demoDatabase(kind: (typeof DATABASE_KINDS)[number]): Promise<{ database: Database } & Target> {
  const database = await seededTestDatabase(kind, 300);
  const survey = await database.db
    .selectFrom('surveys')
    .select(['id', 'universe_id'])
    .where('ext_name', '=', 'cx')
    .executeTakeFirstOrThrow();
  const questions = await database.db
    .selectFrom('questions')
    .select(['id', 'ext_name'])
    .where('survey_id', '=', survey.id)
    .execute();
  const units = await sql<{ unit_id: number }>`
    SELECT DISTINCT unit_id FROM interviews WHERE survey_id = ${survey.id} ORDER BY unit_id`.execute(
    database.db,
  );
  return {
    database,
    universeId: survey.universe_id,
    surveyId: survey.id,
    stores: units.rows.map((r) => ({ unitId: Number(r.unit_id), effect: 0, weight: 1 })),
    questionIds: new Map(questions.map((q) => [q.ext_name, q.id])),
  };
}

const batchesFor = (target: Target, count: number, batchSize: number) => [
  ...generateInterviews({
    seed: 5,
    count,
    stores: target.stores,
    questionIds: target.questionIds,
    endDate: new Date('2026-06-14T00:00:00Z'),
    now: TEST_NOW,
    days: 60,
    batchSize,
  }),
];

const loadCount = async (db: Kysely<DB>, surveyId: number) =>
  Number(
    (await db.selectFrom('surveys').select('load_count').where('id', '=', surveyId).executeTakeFirstOrThrow())
      .load_count,
  );

/** Every interview after `afterId` with its answers, in id order. */
const rowsAfter = async (db: Kysely<DB>, afterId: number) =>
  (
    await sql<{ row: string }>`
      SELECT i.id || ' ' || i.unit_id || ' ' || i.interview_date || ' ' || coalesce(i.external_id, '-') || ' ' ||
             coalesce(string_agg(a.question_id || '=' || coalesce(a.value::text, a.text_value), ',' ORDER BY a.question_id), '') AS row
      FROM interviews i LEFT JOIN answers a ON a.interview_id = i.id
      WHERE i.id > ${afterId} GROUP BY i.id ORDER BY i.id`.execute(db)
  ).rows.map((r) => r.row);

const maxId = async (db: Kysely<DB>) =>
  Number(
    (await sql<{ m: number }>`SELECT coalesce(max(id), 0)::bigint AS m FROM interviews`.execute(db)).rows[0]
      .m,
  );

describe.each(DATABASE_KINDS)('interview batches in flight together (%s)', (kind) => {
  let sequential: { database: Database } & Target;
  let pipelined: { database: Database } & Target;
  beforeAll(async () => {
    [sequential, pipelined] = await Promise.all([demoDatabase(kind), demoDatabase(kind)]);
  });
  afterAll(async () => {
    await sequential?.database.close();
    await pipelined?.database.close();
  });

  it('writes the same rows and ids as one batch after the other, and raises loadCount once per batch', async () => {
    const batches = batchesFor(sequential, 1300, 250);
    expect(batches.length).toBe(6);
    const startA = await maxId(sequential.database.db);
    const startB = await maxId(pipelined.database.db);
    expect(startB).toBe(startA);
    const loadA = await loadCount(sequential.database.db, sequential.surveyId);
    const loadB = await loadCount(pipelined.database.db, pipelined.surveyId);

    const idsA: number[][] = [];
    for (const batch of batches)
      idsA.push(
        await insertInterviews(sequential.database.db, sequential.universeId, sequential.surveyId, batch),
      );

    const seen: Array<{ ids: number[]; first: NewInterview }> = [];
    await insertInterviewBatches(pipelined.database.db, pipelined.universeId, pipelined.surveyId, batches, {
      concurrency: 3,
      onInserted: (ids, batch) => seen.push({ ids, first: batch[0] }),
    });

    // onInserted: once per batch, in batch order, with the ids that batch got
    expect(seen.map((s) => s.first)).toEqual(batches.map((b) => b[0]));
    expect(seen.map((s) => s.ids)).toEqual(idsA);
    expect(idsA.flat()).toEqual(Array.from({ length: 1300 }, (_, i) => startA + 1 + i));

    const rowsA = await rowsAfter(sequential.database.db, startA);
    const rowsB = await rowsAfter(pipelined.database.db, startB);
    expect(rowsA.length).toBe(1300);
    expect(rowsB).toEqual(rowsA);
    const answers = batches.flat().reduce((n, i) => n + i.answers.length, 0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM answers WHERE interview_id > ${startB}`.execute(pipelined.database.db);
    expect(rows[0].n).toBe(answers);

    expect(await loadCount(sequential.database.db, sequential.surveyId)).toBe(loadA + batches.length);
    expect(await loadCount(pipelined.database.db, pipelined.surveyId)).toBe(loadB + batches.length);
  });

  it('a bad batch writes nothing, the good ones are all written, and the failure is thrown', async () => {
    const db = pipelined.database.db;
    const batches = batchesFor(pipelined, 800, 200);
    // the same question twice in one interview breaks the answers primary key
    const bad = batches[1].map((interview) => ({ ...interview, answers: [...interview.answers] }));
    bad[57].answers.push({ ...bad[57].answers[0] });
    const start = await maxId(db);
    const load = await loadCount(db, pipelined.surveyId);
    const written: number[][] = [];
    await expect(
      insertInterviewBatches(
        db,
        pipelined.universeId,
        pipelined.surveyId,
        [batches[0], bad, batches[2], batches[3]],
        {
          concurrency: 2,
          onInserted: (ids) => written.push(ids),
        },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    const present = new Set(
      (await sql<{ id: number }>`SELECT id FROM interviews WHERE id > ${start}`.execute(db)).rows.map((r) =>
        Number(r.id),
      ),
    );
    // batch 0 committed before the failure was seen; nothing of the bad batch exists
    expect(written.length).toBe(1);
    for (const id of written[0]) expect(present.has(id)).toBe(true);
    const badIds = Array.from({ length: 200 }, (_, i) => start + 201 + i);
    for (const id of badIds) expect(present.has(id)).toBe(false);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM answers WHERE interview_id >= ${badIds[0]} AND interview_id <= ${badIds[199]}`.execute(
      db,
    );
    expect(rows[0].n).toBe(0);
    // every batch that was written raised loadCount once, the bad one did not
    const batchesWritten = present.size / 200;
    expect(Number.isInteger(batchesWritten)).toBe(true);
    expect(await loadCount(db, pipelined.surveyId)).toBe(load + batchesWritten);
  });
});

describe.each(DATABASE_KINDS)('answers point at interviews (%s)', (kind) => {
  let t: { database: Database } & Target;
  beforeAll(async () => {
    t = await demoDatabase(kind);
  });
  afterAll(() => t?.database.close());

  const interview = (externalId: string): NewInterview => ({
    unitId: t.stores[0].unitId,
    date: new Date('2026-06-01T10:00:00Z'),
    externalId,
    answers: [
      { questionId: t.questionIds.get('nps')!, value: 9, textValue: null },
      { questionId: t.questionIds.get('sat_overall')!, value: 4, textValue: null },
    ],
  });
  const answerCount = async (interviewId: number) =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM answers WHERE interview_id = ${interviewId}`.execute(t.database.db)
    ).rows[0].n;

  it('an answer for a missing interview is refused with a foreign key violation and nothing is written', async () => {
    const [id] = await insertInterviews(t.database.db, t.universeId, t.surveyId, [interview('fk-1')]);
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM answers`.execute(t.database.db);
    const insert = sql`
      INSERT INTO answers (universe_id, interview_id, question_id, value)
      VALUES (${t.universeId}, ${id}, ${t.questionIds.get('visit')!}, 1),
             (${t.universeId}, ${id + 1_000_000}, ${t.questionIds.get('visit')!}, 1)`.execute(t.database.db);
    await expect(insert).rejects.toMatchObject({ code: '23503' });
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM answers`.execute(t.database.db);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    // moving an answer to a missing interview is refused too
    await expect(
      sql`UPDATE answers SET interview_id = ${id + 1_000_000} WHERE interview_id = ${id}`.execute(
        t.database.db,
      ),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await answerCount(id)).toBe(2);
    // an interview's id never changes
    await expect(
      sql`UPDATE interviews SET id = ${id + 1_000_000} WHERE id = ${id}`.execute(t.database.db),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('deleting interviews deletes their answers, also through a survey delete', async () => {
    const [a, b] = await insertInterviews(t.database.db, t.universeId, t.surveyId, [
      interview('del-1'),
      interview('del-2'),
    ]);
    await t.database.db.deleteFrom('interviews').where('id', '=', a).execute();
    expect(await answerCount(a)).toBe(0);
    expect(await answerCount(b)).toBe(2);

    const surveyAnswers = async () =>
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM answers a JOIN interviews i ON i.id = a.interview_id
          WHERE i.survey_id = ${t.surveyId}`.execute(t.database.db)
      ).rows[0].n;
    const orphans = async () =>
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM answers a
          WHERE NOT EXISTS (SELECT 1 FROM interviews i WHERE i.id = a.interview_id)`.execute(t.database.db)
      ).rows[0].n;
    expect(await surveyAnswers()).toBeGreaterThan(0);
    const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM answers`.execute(t.database.db);
    // the survey's alerts and contacts point at its interviews too: the delete cascades through them
    await t.database.db.deleteFrom('surveys').where('id', '=', t.surveyId).execute();
    expect(await orphans()).toBe(0);
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM answers`.execute(t.database.db);
    expect(left.rows[0].n).toBeGreaterThan(0); // the other universe's survey keeps its answers
    expect(left.rows[0].n).toBeLessThan(total.rows[0].n);
    expect(await answerCount(b)).toBe(0);
  });
});
