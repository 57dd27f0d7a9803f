import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InterviewSource } from '#analytics/interview-pages.ts';
import { type StoredTags, storeTagsStatement, tagStamp } from '#analytics/text/stored-tags.ts';
import type { Database } from '#db/database.ts';
import { SurveyCatalog } from '#surveys/survey-catalog.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { seededTestDatabase, universeIdOf } from './harness.ts';

/*
 * Every refresh of every survey's read model asks PostgreSQL for the survey's highest
 * interview id, and a kept read model counts the survey's interviews in an id range. With
 * many surveys in one table these must not walk the primary key past other surveys'
 * interviews (445 ms for the first of 100 surveys of 10,000): the highest id is the first
 * entry of the index on (survey_id, id), and a range is read by its ids.
 */
describe('the read model reads a survey by its own index (postgres)', () => {
  let database: Database;
  let survey: SurveyModel;
  let source: InterviewSource;

  beforeAll(async () => {
    database = await seededTestDatabase('postgres', 700);
    survey = (await new SurveyCatalog(database.db).survey(await universeIdOf(database.db, 'demo'), 'cx'))!;
    // interviews of another survey after every interview of this one, as in a busy universe
    const other = (await new SurveyCatalog(database.db).survey(
      await universeIdOf(database.db, 'acme'),
      'guest',
    ))!;
    await sql`
      INSERT INTO interviews (universe_id, survey_id, unit_id, interview_date)
      SELECT ${other.universeId}, ${other.id}, unit_id, interview_date
      FROM interviews, generate_series(1, 50) WHERE survey_id = ${other.id}`.execute(database.db);
    // statistics as autovacuum would keep them (the application's role may not analyze)
    await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL ROLE NONE`.execute(trx);
      await sql`ANALYZE interviews`.execute(trx);
    });
    source = new InterviewSource(database, survey, 0);
  });
  afterAll(async () => {
    await database.close();
  });

  /** The names of the indexes a statement's plan reads, and whether it scans the table. */
  const plan = async (query: RawBuilder<unknown>) => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(database.db);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('finds the highest id from the index, answering what a scan answers', async () => {
    const text = await plan(source.lastIdQuery());
    expect(text).toMatch(/Index Only Scan Backward using interviews_survey_id/);
    expect(text).not.toMatch(/Seq Scan|interviews_pkey/);
    const { rows } = await sql<{ last: number }>`
      SELECT max(id)::int AS last FROM interviews WHERE survey_id = ${survey.id}`.execute(database.db);
    expect(await source.lastId()).toBe(rows[0]!.last);
  });

  it('counts an id range reading that range alone, answering what a scan answers', async () => {
    const last = await source.lastId();
    const text = await plan(source.countRangeQuery(100, last));
    expect(text).toMatch(/Index Cond: .*\(id > '100'::bigint\) AND \(id <= /);
    expect(text).not.toMatch(/Seq Scan/);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews
      WHERE survey_id = ${survey.id} AND id > 100 AND id <= ${last}`.execute(database.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(await source.countRange(100, last)).toBe(rows[0]!.n);
  });

  it('stores comment tags looking their interviews up by id, not reading every interview', async () => {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM interviews WHERE survey_id = ${survey.id} ORDER BY id LIMIT 20`.execute(database.db);
    const tags: StoredTags = {
      hash: 1,
      stamp: tagStamp(survey),
      model: 0,
      lang: 'fi',
      topics: ['staff'],
      sentiment: 0.5,
      answers: [[null, 0.5]],
    };
    const chunk = rows.map((row) => ({ id: Number(row.id), tags }));
    // as the application's role, under row-level security: a join on a JSON value's id could
    // not use the primary key, and read the whole table for every chunk
    const text = await plan(storeTagsStatement(survey, chunk));
    expect(text).toMatch(/Index Cond: \(id = ANY/);
    expect(text).not.toMatch(/Seq Scan on interviews/);
  });
});
