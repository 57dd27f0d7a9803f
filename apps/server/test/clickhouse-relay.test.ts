import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDb } from '#analytics/clickhouse/engine-tables.ts';
import { OutboxRelay } from '#analytics/clickhouse/relay.ts';
import { clickHouseRollupNames, rollupTables } from '#analytics/clickhouse/rollup-tables.ts';
import { clickHouseSurveyTable } from '#analytics/clickhouse/wide-table.ts';
import { Duck } from '#analytics/duckdb.ts';
import { ReadModel } from '#analytics/read-model.ts';
import { offeredChoices } from '#analytics/rollup-columns.ts';
import type { Database } from '#db/database.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { insertInterviews, type NewInterview } from '#ingestion/insert-interviews.ts';
import { writeInterviewData } from '#survey-admin/metadata/interview-data.ts';
import { SurveyCatalog } from '#surveys/survey-catalog.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { expectCopyOf, expectRollupsOf, oddInterviews } from './clickhouse-fixtures.ts';
import { type ClickHouseProcess, startClickHouse } from './clickhouse-process.ts';
import { DATABASE_KINDS, seededTestDatabase, universeIdOf } from './harness.ts';

/** `n` interviews of the survey, at a store, each answering its first question with its lowest value. */
function plainInterviews(survey: SurveyModel, n: number, name: string): NewInterview[] {
  const store = [...survey.organisation.unitsById.values()].find((u) => u.children.length === 0)!;
  const question = survey.questions.find((q) => q.type !== 'text')!;
  const value = question.type === 'choice' ? question.options[0].value : (question.min ?? 0);
  return Array.from({ length: n }, (_, i) => ({
    unitId: store.id,
    date: new Date(Date.UTC(2026, 5, 1 + i, 10)),
    externalId: `${name}-${i}`,
    answers: [{ questionId: question.id, value, textValue: null }],
  }));
}

/*
 * The relay from PostgreSQL's outbox into ClickHouse (chDB in a process of its own): after a
 * backfill and after each kind of change, ClickHouse holds exactly the rows the DuckDB read
 * model builds from PostgreSQL, interview for interview and column for column.
 */
describe.each(DATABASE_KINDS)('the ClickHouse relay (%s)', (kind) => {
  let database: Database;
  let clickhouse: ClickHouseProcess;
  let catalog: SurveyCatalog;
  let relay: OutboxRelay;
  let cx: SurveyModel;
  let guest: SurveyModel;

  const outboxRows = async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics_outbox`.execute(
      database.db,
    );
    return rows[0].n;
  };

  /** The days listed for the rollups, of every survey. */
  const listed = async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM analytics_rollup_days`.execute(database.db);
    return rows[0].n;
  };

  const expectSameRows = (survey: SurveyModel) => expectCopyOf(database, clickhouse, survey);

  /** Relays until every survey is backfilled and the outbox is empty (a backfill may wait for another test's transaction). */
  const drainAll = async () => {
    for (let attempt = 0; attempt < 600; attempt++) {
      await relay.drain();
      if (await relay.settled()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the relay did not settle');
  };

  beforeAll(async () => {
    const starting = startClickHouse();
    database = await seededTestDatabase(kind, 1000);
    catalog = new SurveyCatalog(database.db);
    cx = (await catalog.survey(1, 'cx'))!;
    const acme = await universeIdOf(database.db, 'acme');
    guest = (await catalog.surveys(acme))[0];
    // the read model trains and stores the sentiment model the relay scores comments with
    const duck = await Duck.open(1);
    const readModel = new ReadModel(database, duck);
    await readModel.ensureFresh(cx);
    await readModel.tagsStored(cx.id);
    await readModel.settle();
    duck.close();
    clickhouse = await starting;
    relay = new OutboxRelay(database, clickhouse, (universeId, surveyId) =>
      catalog.surveyById(universeId, surveyId),
    );
    relay.batchSize = 300;
    relay.backfillPageSize = 400;
    // days made as soon as the outbox is drained (the rest is shown in its own test)
    relay.remakeRestMs = 0;
  }, 120_000);
  afterAll(async () => {
    await clickhouse?.close();
    await database?.close();
  });

  it('writes no outbox rows while no engine follows the interviews', async () => {
    await insertInterviews(database.db, cx.universeId, cx.id, plainInterviews(cx, 5, 'unfollowed'));
    expect(await outboxRows()).toBe(0);
  });

  it('backfills every survey of every universe: ClickHouse holds what PostgreSQL holds', async () => {
    await relay.enable();
    await drainAll();
    expect(await outboxRows()).toBe(0);
    const { rows } = await sql<{ survey_id: number; backfill_after: number | null }>`
      SELECT survey_id, backfill_after FROM analytics_engine_tables ORDER BY survey_id`.execute(database.db);
    expect(rows.map((r) => r.survey_id)).toEqual(expect.arrayContaining([cx.id, guest.id]));
    expect(rows.every((r) => r.backfill_after === null)).toBe(true);
    expect(await expectSameRows(cx)).toBe(1005);
    expect(await expectSameRows(guest)).toBeGreaterThan(0);
    // a backfill of several pages (one insert, one part each) ends merged into one part
    const parts = await clickhouse.rows({
      sql: `SELECT toInt32(count()) AS parts FROM system.parts WHERE active AND table = {table:String}`,
      params: { table: clickHouseSurveyTable(cx.id) },
    });
    expect(parts).toEqual([{ parts: 1 }]);
  });

  it('copies each kind of change through the outbox, in the transaction that made it', async () => {
    // new interviews, with the dialect's odd values
    const added = await insertInterviews(database.db, cx.universeId, cx.id, oddInterviews(cx));
    expect(await outboxRows()).toBe(added.length);
    // an answer changed and another removed (one outbox row: the interview)
    const [edited] = added;
    const nps = cx.questionsByExtName.get('nps')!;
    const comment = cx.questions.find((q) => q.type === 'text')!;
    await writeInterviewData(database.db, cx, edited, [
      { question: nps, value: 3, textValue: null, deleted: false },
      { question: comment, value: null, textValue: 'Slow checkout, rude staff', deleted: false },
    ]);
    // interviews deleted, one of them never copied
    const { rows: old } = await sql<{ id: string }>`
      SELECT id FROM interviews WHERE survey_id = ${cx.id} ORDER BY id LIMIT 3`.execute(database.db);
    await sql`DELETE FROM interviews WHERE id = ANY(${[...old.map((r) => Number(r.id)), added[1]]}::bigint[])`.execute(
      database.db,
    );
    // the language a contact answered in (the comment is read in it)
    const { rows: contacts } = await sql<{ id: number; locale: string | null }>`
      SELECT c.id, c.locale FROM contacts c JOIN interviews i ON i.id = c.interview_id
      WHERE i.survey_id = ${cx.id} ORDER BY c.id LIMIT 1`.execute(database.db);
    expect(contacts).toHaveLength(1);
    await sql`UPDATE contacts SET locale = ${contacts[0].locale === 'fi' ? 'sv' : 'fi'} WHERE id = ${contacts[0].id}`.execute(
      database.db,
    );
    expect(await outboxRows()).toBeGreaterThan(added.length);
    await drainAll();
    expect(await outboxRows()).toBe(0);
    const { rows: count } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews WHERE survey_id = ${cx.id}`.execute(database.db);
    expect(await expectSameRows(cx)).toBe(count[0].n);
    const [row] = await clickhouse.rows({
      sql: `SELECT q${nps.id} AS nps FROM ${clickHouseSurveyTable(cx.id)} WHERE id = {id:Int64}`,
      params: { id: edited },
    });
    expect(row).toEqual({ nps: 3 });
  });

  it('a copy made again (a relay stopped before it deleted its outbox rows) counts once', async () => {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM interviews WHERE survey_id = ${cx.id} ORDER BY id DESC LIMIT 50`.execute(database.db);
    await runAsTenant(cx.universeId, () =>
      engineDb(database.db)
        .insertInto('analytics_outbox')
        .values(
          rows.map((r) => ({ universe_id: cx.universeId, survey_id: cx.id, interview_id: Number(r.id) })),
        )
        .execute(),
    );
    await drainAll();
    expect(await outboxRows()).toBe(0);
    await expectSameRows(cx);
  });

  it('lists the days of full batches and makes them in the rollups once the outbox is drained, or once they waited', async () => {
    await drainAll();
    relay.remakeWaitMs = 3_600_000;
    try {
      await insertInterviews(database.db, cx.universeId, cx.id, plainInterviews(cx, 700, 'stream'));
      // two full batches of 300 list their days; the last, smaller one drains the outbox
      expect(await relay.relayOnce()).toMatchObject({ outbox: 300, remade: 0 });
      const first = await listed();
      expect(first).toBeGreaterThan(0);
      expect(await relay.relayOnce()).toMatchObject({ outbox: 300, remade: 0 });
      expect(await listed()).toBeGreaterThan(first);
      const last = await relay.relayOnce();
      expect(last.outbox).toBe(100);
      expect(last.remade).toBeGreaterThanOrEqual(700);
      expect(await listed()).toBe(0);
      await expectSameRows(cx);
      // under a steady stream of full batches, days that waited long enough are made at once
      relay.remakeWaitMs = 0;
      await insertInterviews(database.db, cx.universeId, cx.id, plainInterviews(cx, 300, 'steady'));
      const full = await relay.relayOnce();
      expect(full.outbox).toBe(300);
      expect(full.remade).toBeGreaterThan(0);
      expect(await listed()).toBe(0);
      await expectSameRows(cx);
    } finally {
      relay.remakeWaitMs = 1000;
    }
  });

  it('lets the days of a drained outbox rest before it makes them: writes that follow soon share one remake', async () => {
    await drainAll();
    // (a rest is never longer than the wait under full batches)
    relay.remakeRestMs = 3_600_000;
    relay.remakeWaitMs = 3_600_000;
    try {
      await insertInterviews(database.db, cx.universeId, cx.id, plainInterviews(cx, 50, 'rest-a'));
      expect(await relay.relayOnce()).toMatchObject({ outbox: 50, remade: 0 });
      const first = await listed();
      expect(first).toBeGreaterThan(0);
      // the wide table has them already; the rollups wait
      await expectCopyOf(database, clickhouse, cx, { rollups: false });
      await expect(expectRollupsOf(clickhouse, cx)).rejects.toThrow();
      await insertInterviews(database.db, cx.universeId, cx.id, plainInterviews(cx, 50, 'rest-b'));
      expect(await relay.relayOnce()).toMatchObject({ outbox: 50, remade: 0 });
      expect(await listed()).toBeGreaterThanOrEqual(first);
      // rested: both writes' days made in one remake
      relay.remakeRestMs = 0;
      relay.remakeWaitMs = 1000;
      const made = await relay.relayOnce();
      expect(made).toMatchObject({ outbox: 0 });
      expect(made.remade).toBeGreaterThanOrEqual(first);
      expect(await listed()).toBe(0);
      await expectSameRows(cx);
    } finally {
      relay.remakeRestMs = 0;
      relay.remakeWaitMs = 1000;
    }
  });

  it('makes a table again aside: calls read every row of the old one until the new one takes its place', async () => {
    await drainAll();
    const live = async () => {
      const [row] = await clickhouse.rows({
        sql: `SELECT toInt32(count()) AS n FROM ${clickHouseSurveyTable(cx.id)}`,
        params: {},
      });
      return row.n;
    };
    const before = await live();
    // another configuration and shape (a question added, another taxonomy): made again
    await runAsTenant('all', () =>
      sql`UPDATE analytics_engine_tables SET shape = 'another', config_version = config_version - 1
          WHERE survey_id = ${cx.id}`.execute(database.db),
    );
    const seen: unknown[] = [];
    for (let step = 0; step < 100 && !(await relay.settled()); step++) {
      await relay.relayOnce(cx.id);
      seen.push(await live());
    }
    expect(await relay.settled()).toBe(true);
    // several pages went aside (pages of 400), and the live table answered in full after each
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen)).toEqual(new Set([before]));
    expect(await expectSameRows(cx)).toBe(before);
    const tables = await clickhouse.rows({
      sql: `SELECT name FROM system.tables WHERE database = currentDatabase() AND name LIKE {prefix:String}`,
      params: { prefix: `${clickHouseSurveyTable(cx.id)}%` },
    });
    // its rollups beside it, and nothing left aside
    expect(tables.map((t) => t.name).sort()).toEqual(
      [clickHouseSurveyTable(cx.id), ...clickHouseRollupNames(cx)].sort(),
    );
    // cx's channel, a choice the dashboard filters by, has rollups of its own in the same tables
    const choices = offeredChoices(cx);
    expect(choices.length).toBeGreaterThan(0);
    for (const { table } of rollupTables(cx))
      expect(table.orderBy).toEqual(expect.arrayContaining(choices.map((id) => `q${id}`)));
  });

  it('keeps each universe’s outbox rows to itself', async () => {
    await insertInterviews(database.db, guest.universeId, guest.id, plainInterviews(guest, 3, 'guest'));
    await insertInterviews(database.db, cx.universeId, cx.id, plainInterviews(cx, 2, 'apart'));
    const seen = (universeId: number) =>
      runAsTenant(universeId, () =>
        engineDb(database.db).selectFrom('analytics_outbox').select(['universe_id', 'survey_id']).execute(),
      );
    expect(new Set((await seen(cx.universeId)).map((r) => r.universe_id))).toEqual(new Set([cx.universeId]));
    expect(new Set((await seen(guest.universeId)).map((r) => r.universe_id))).toEqual(
      new Set([guest.universeId]),
    );
    await drainAll();
    await expectSameRows(guest);
    await expectSameRows(cx);
  });
});
