/**
 * The ClickHouse relay in a process of its own, for clickhouse-relay-kill.test.ts: chDB on
 * CHDB_PATH, PostgreSQL at DATABASE_URL, small batches. After each insert into ClickHouse
 * it tells the parent (`inserted`) and waits a moment before going on to delete the outbox
 * rows it copied, so that the parent can kill it in between; before each statement that
 * makes days again in the rollups it tells the parent (`remaking`) and waits the same
 * moment, so that the parent can kill it before it made them. It also answers `rows`
 * requests (ClickHouse's rows, read in this process, which holds the data directory).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ClickHouseEngine } from '../src/analytics/clickhouse/clickhouse-engine.ts';
import type { ClickHouseSql } from '../src/analytics/clickhouse/clickhouse-params.ts';
import { OutboxRelay } from '../src/analytics/clickhouse/relay.ts';
import type { ClickHouseSink } from '../src/analytics/clickhouse/survey-copy.ts';
import type { ReadModelRow } from '../src/analytics/read-rows.ts';
import { openDatabase } from '../src/db/database.ts';
import { SurveyCatalog } from '../src/surveys/survey-catalog.ts';

export type RelayRequest = { kind: 'drain' } | { kind: 'rows'; id: number; statement: ClickHouseSql };

export type RelayMessage =
  | { kind: 'ready' }
  | { kind: 'inserted'; rows: number }
  | { kind: 'remaking' }
  | { kind: 'drained' }
  | { kind: 'rows'; id: number; rows: ReadModelRow[] }
  | { kind: 'error'; message: string };

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
  const engine = await ClickHouseEngine.inProcess(process.env.CHDB_PATH!);
  const send = (message: RelayMessage) => process.send?.(message);
  const sink: ClickHouseSink = {
    createTable: (table) => engine.createTable(table),
    exchange: (next, live) => engine.exchange(next, live),
    replaceTable: (table, rows) => engine.replaceTable(table, rows),
    merge: (table) => engine.merge(table),
    rows: (statement) => engine.rows(statement),
    async command(statement) {
      send({ kind: 'remaking' });
      await sleep(30);
      await engine.command(statement);
    },
    async insertRows(table, rows, version) {
      await engine.insertRows(table, rows, version);
      send({ kind: 'inserted', rows: rows.length });
      await sleep(30);
    },
  };
  const catalog = new SurveyCatalog(database.db);
  const relay = new OutboxRelay(database, sink, (universeId, surveyId) =>
    catalog.surveyById(universeId, surveyId),
  );
  relay.batchSize = 200;
  relay.backfillPageSize = 300;
  relay.remakeRestMs = 0;
  process.on('message', async (request: RelayRequest) => {
    try {
      if (request.kind === 'drain') {
        // until every survey is backfilled and the outbox empty (a backfill may wait for
        // another transaction of the server)
        while (!(await relay.settled())) {
          await relay.drain();
          await sleep(50);
        }
        send({ kind: 'drained' });
      } else {
        send({ kind: 'rows', id: request.id, rows: await engine.rows(request.statement) });
      }
    } catch (error) {
      send({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  });
  process.once('disconnect', async () => {
    await engine.close();
    await database.close();
    process.exit(0);
  });
  send({ kind: 'ready' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
