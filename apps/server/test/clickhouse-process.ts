import { type ChildProcess, fork } from 'node:child_process';
import type { ClickHouseSql } from '#analytics/clickhouse/clickhouse-params.ts';
import type { ClickHouseSink } from '#analytics/clickhouse/survey-copy.ts';
import type { ClickHouseTable } from '#analytics/clickhouse/wide-table.ts';
import type { ReadModelRow } from '#analytics/read-rows.ts';
import type { ClickHouseReply, ClickHouseRequest } from './clickhouse-child.ts';

/** Requests a test makes of the ClickHouse engine in its own process (clickhouse-child.ts). */
export interface ClickHouseProcess extends ClickHouseSink {
  insertRows(table: ClickHouseTable, rows: readonly ReadModelRow[], version?: number): Promise<void>;
  rows(statement: ClickHouseSql): Promise<ReadModelRow[]>;
  /** Ends the process (it removes its data directory) and waits for it to exit. */
  close(): Promise<void>;
}

type Request = ClickHouseRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Forks clickhouse-child.ts and resolves once its engine is open. Messages go with Node's
 * advanced serialization, so that rows keep their bigint and Date values across.
 */
export function startClickHouse(): Promise<ClickHouseProcess> {
  const child: ChildProcess = fork(new URL('./clickhouse-child.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    for (const { reject } of waiting.values())
      reject(new Error(`the ClickHouse process exited with ${code}`));
    waiting.clear();
  });
  child.on('message', (reply: ClickHouseReply) => {
    const waiter = waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id);
    if ('error' in reply) waiter.reject(new Error(reply.error));
    else waiter.resolve(reply.result);
  });
  const ready = new Promise((resolve, reject) => waiting.set(0, { resolve, reject }));
  const request = <T>(message: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, ...message } as ClickHouseRequest);
    });
  const process: ClickHouseProcess = {
    createTable: (table) => request({ kind: 'create', table }),
    exchange: (next, live) => request({ kind: 'exchange', next, live }),
    insertRows: (table, rows, version = 0) => request({ kind: 'insert', table, rows: [...rows], version }),
    replaceTable: (table, rows) => request({ kind: 'replace', table, rows: [...rows] }),
    merge: (table) => request({ kind: 'merge', table }),
    rows: (statement) => request({ kind: 'rows', statement }),
    command: (statement) => request({ kind: 'command', statement }),
    async close() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
  return ready.then(() => process);
}
