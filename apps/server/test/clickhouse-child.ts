/**
 * ClickHouse (chDB) in a process of its own for the ClickHouse tests (clickhouse-process.ts):
 * chDB binds one data directory per process, and Vitest runs many test files in each of its
 * worker processes. Each request from the parent is answered under its id, with its result or
 * its error's message. The data directory is a temporary one, removed when the parent leaves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClickHouseEngine } from '../src/analytics/clickhouse/clickhouse-engine.ts';
import type { ClickHouseSql } from '../src/analytics/clickhouse/clickhouse-params.ts';
import type { ClickHouseTable } from '../src/analytics/clickhouse/wide-table.ts';
import type { ReadModelRow } from '../src/analytics/read-rows.ts';

export type ClickHouseRequest = { id: number } & (
  | { kind: 'create'; table: ClickHouseTable }
  | { kind: 'exchange'; next: ClickHouseTable; live: ClickHouseTable }
  | { kind: 'insert'; table: ClickHouseTable; rows: ReadModelRow[]; version: number }
  | { kind: 'replace'; table: ClickHouseTable; rows: ReadModelRow[] }
  | { kind: 'merge'; table: ClickHouseTable }
  | { kind: 'rows'; statement: ClickHouseSql }
  | { kind: 'command'; statement: ClickHouseSql }
);

export type ClickHouseReply = { id: number } & ({ result: unknown } | { error: string });

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'opinio-chdb-'));
  const engine = await ClickHouseEngine.inProcess(folder);
  const answer = async (request: ClickHouseRequest): Promise<unknown> => {
    switch (request.kind) {
      case 'create':
        return engine.createTable(request.table);
      case 'exchange':
        return engine.exchange(request.next, request.live);
      case 'insert':
        return engine.insertRows(request.table, request.rows, request.version);
      case 'replace':
        return engine.replaceTable(request.table, request.rows);
      case 'merge':
        return engine.merge(request.table);
      case 'rows':
        return engine.rows(request.statement);
      case 'command':
        return engine.command(request.statement);
    }
  };
  // one request at a time, in the order sent
  let queue = Promise.resolve();
  process.on('message', (request: ClickHouseRequest) => {
    queue = queue.then(async () => {
      let reply: ClickHouseReply;
      try {
        reply = { id: request.id, result: await answer(request) };
      } catch (error) {
        reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
      }
      process.send?.(reply);
    });
  });
  process.once('disconnect', async () => {
    await queue;
    await engine.close();
    rmSync(folder, { recursive: true, force: true });
    process.exit(0);
  });
  process.send?.({ id: 0, result: 'ready' } satisfies ClickHouseReply);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
