import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { ClickHouseSql } from '#analytics/clickhouse/clickhouse-params.ts';
import { engineDb } from '#analytics/clickhouse/engine-tables.ts';
import { clickHouseSurveyTable } from '#analytics/clickhouse/wide-table.ts';
import type { ReadModelRow } from '#analytics/read-rows.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import { writeInterviewData } from '#survey-admin/metadata/interview-data.ts';
import { SurveyCatalog } from '#surveys/survey-catalog.ts';
import { expectCopyOf } from './clickhouse-fixtures.ts';
import { seededPostgresUrl } from './harness.ts';
import { newInterviews } from './kept-read-model.ts';
import type { RelayMessage, RelayRequest } from './relay-child.ts';

/** The relay's process (relay-child.ts) on a chDB data directory. */
function startRelay(databaseUrl: string, chdbPath: string) {
  const child: ChildProcess = fork(new URL('./relay-child.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, CHDB_PATH: chdbPath },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** Resolves with the first message `when` accepts; rejects on an error message or an exit. */
  const message = <T extends RelayMessage>(when: (m: RelayMessage) => m is T): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message as waited for')), 120_000);
      const listener = (m: RelayMessage) => {
        if (m.kind === 'error') reject(new Error(m.message));
        else if (when(m)) {
          clearTimeout(timer);
          child.off('message', listener);
          resolve(m);
        }
      };
      child.on('message', listener);
      child.once('exit', (code) => reject(new Error(`the relay's process exited with ${code}`)));
    });
  let next = 1;
  const send = (request: RelayRequest) => child.send(request);
  return {
    child,
    exited,
    ready: message((m): m is RelayMessage & { kind: 'ready' } => m.kind === 'ready'),
    /** Resolves at the `n`th insert into ClickHouse from now (the relay then waits before deleting its outbox rows). */
    inserted(n: number): Promise<void> {
      let seen = 0;
      return message((m): m is RelayMessage => m.kind === 'inserted' && ++seen === n).then(() => {});
    },
    /** Resolves before the first statement that makes days again in the rollups (the relay then waits before it runs it). */
    remaking: () => message((m): m is RelayMessage => m.kind === 'remaking').then(() => {}),
    drained: () => message((m): m is RelayMessage => m.kind === 'drained'),
    drain: () => send({ kind: 'drain' }),
    async rows(statement: ClickHouseSql): Promise<ReadModelRow[]> {
      const id = next++;
      const answer = message((m): m is RelayMessage & { kind: 'rows' } => m.kind === 'rows' && m.id === id);
      send({ kind: 'rows', id, statement });
      return (await answer).rows;
    },
  };
}

const count = async (database: Database, text: string) => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(text)}`.execute(
    database.db,
  );
  return rows[0].n;
};

/*
 * The relay killed (SIGKILL) twice right after an insert into ClickHouse and before it deleted
 * the outbox rows it had copied, then once after it listed a batch's days for the rollups and
 * before it made them, then started again: nothing is lost, the interviews copied twice count
 * once, and the rollups hold every day as the wide table does (docs/scaling.md#ingestion).
 */
it('a relay killed mid-batch, then restarted: ClickHouse holds exactly PostgreSQL’s interviews (postgres)', async () => {
  const databaseUrl = await seededPostgresUrl(1000);
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const chdbPath = mkdtempSync(join(tmpdir(), 'opinio-relay-kill-'));
  try {
    const survey = (await new SurveyCatalog(database.db).survey(1, 'cx'))!;
    // ClickHouse follows the interviews from here on: a first relay backfills every survey
    await engineDb(database.db).insertInto('analytics_engines').values({ engine: 'clickhouse' }).execute();
    const first = startRelay(databaseUrl, chdbPath);
    await first.ready;
    const backfilled = first.drained();
    first.drain();
    await backfilled;
    first.child.disconnect();
    await first.exited;
    // then a backlog of writes is waiting in the outbox
    const added = await insertInterviews(
      database.db,
      survey.universeId,
      survey.id,
      newInterviews(survey, 1500, 'relay-kill'),
    );
    const nps = survey.questionsByExtName.get('nps')!;
    for (const id of added.slice(0, 40))
      await writeInterviewData(database.db, survey, id, [
        { question: nps, value: 10, textValue: null, deleted: false },
      ]);
    await sql`DELETE FROM interviews WHERE id = ANY(${added.slice(40, 60)}::bigint[])`.execute(database.db);
    const backlog = await count(database, 'analytics_outbox');
    expect(backlog).toBeGreaterThanOrEqual(1500 + 40 + 20);

    for (const killAt of [3, 2]) {
      const relay = startRelay(databaseUrl, chdbPath);
      await relay.ready;
      const landed = relay.inserted(killAt);
      relay.drain();
      await landed;
      relay.child.kill('SIGKILL');
      await relay.exited;
    }
    // the killed batches' outbox rows are still there, copied into ClickHouse already
    const left = await count(database, 'analytics_outbox');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(backlog);
    // a relay killed before it made the days its batches listed: they stay listed
    const remaker = startRelay(databaseUrl, chdbPath);
    await remaker.ready;
    // the last kill came after its batch's insert: ClickHouse holds interviews the outbox still names
    const { rows: named } = await sql<{ id: string }>`
      SELECT DISTINCT interview_id AS id FROM analytics_outbox`.execute(database.db);
    const table = clickHouseSurveyTable(survey.id);
    const [held] = await remaker.rows({
      sql: `SELECT count() AS n FROM ${table} WHERE id IN {ids:Array(Int64)}`,
      params: { ids: named.map((r) => Number(r.id)) },
    });
    expect(Number(held.n)).toBeGreaterThan(0);
    const remaking = remaker.remaking();
    remaker.drain();
    await remaking;
    remaker.child.kill('SIGKILL');
    await remaker.exited;
    expect(await count(database, 'analytics_rollup_days')).toBeGreaterThan(0);

    const relay = startRelay(databaseUrl, chdbPath);
    try {
      await relay.ready;
      const drained = relay.drained();
      relay.drain();
      await drained;
      expect(await count(database, 'analytics_outbox')).toBe(0);
      expect(await count(database, 'analytics_rollup_days')).toBe(0);
      const interviews = await count(database, `interviews WHERE survey_id = ${survey.id}`);
      expect(interviews).toBe(1000 + 1500 - 20);
      // each interview once (read with FINAL), value for value as PostgreSQL holds it
      expect(await expectCopyOf(database, relay, survey)).toBe(interviews);
      const [latest] = await relay.rows({
        sql: `SELECT countIf(q${nps.id} = 10) AS promoters FROM ${table} WHERE id IN {ids:Array(Int64)}`,
        params: { ids: added.slice(0, 40) },
      });
      expect(Number(latest.promoters)).toBe(40);
    } finally {
      relay.child.disconnect();
      await relay.exited;
    }
  } finally {
    await database.close();
    rmSync(chdbPath, { recursive: true, force: true });
  }
}, 300_000);
