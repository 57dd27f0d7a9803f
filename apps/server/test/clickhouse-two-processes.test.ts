import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ClickHouseEngine } from '#analytics/clickhouse/clickhouse-engine.ts';
import { clickHouseSurveyTable } from '#analytics/clickhouse/wide-table.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { seedDemo } from '#demo/seed-demo.ts';
import { createDatabase } from '../../../scripts/pg-cluster.ts';
import { CSRF_HEADER, path } from './harness.ts';
import { type ServerProcess, signInOver, startServerProcess } from './server-process.ts';
import { expectSameThroughBoth, expectWriteSeenThroughBoth } from './two-instances.ts';

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** ClickHouse's HTTP interface on chDB in a process of its own (clickhouse-http.ts). */
async function startClickHouseServer(folder: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    TSX,
    [fileURLToPath(new URL('./clickhouse-http.ts', import.meta.url)), folder],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ClickHouse front exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const listening = /listening (\d+)/.exec(String(chunk));
      if (listening) resolve(Number(listening[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/*
 * Two API server processes (tsx src/server.ts, as in production) on one PostgreSQL and one
 * ClickHouse, which they reach over ClickHouse's HTTP interface with the client code used
 * against a ClickHouse server (CLICKHOUSE_URL). Each runs its own relay, result cache and
 * event stream: a survey answers the same through either; an interview ingested through one
 * is in its own figures at once, both open event streams hear of it, and the other process's
 * next figure includes it.
 */
describe('two API processes on one ClickHouse (postgres)', () => {
  let database: Database;
  let clickhouse: { url: string; stop(): Promise<void> };
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  const cookies: string[] = [];
  let token: string;

  const folder = (name: string) => {
    const made = mkdtempSync(join(tmpdir(), `opinio-${name}-`));
    folders.push(made);
    return made;
  };

  beforeAll(async () => {
    const databaseUrl = await createDatabase(inject('pgUrl'), `t_${randomBytes(6).toString('hex')}`);
    database = await openDatabase({ databaseUrl, dataDir: null });
    // the data ends today: the servers' dashboards look at the last weeks from today
    await seedDemo(database.db, { interviews: 600, now: new Date() });
    clickhouse = await startClickHouseServer(folder('clickhouse'));
    for (let i = 0; i < 2; i++) {
      const server = await startServerProcess({
        DATABASE_URL: databaseUrl,
        OPINIO_MODE: 'demo',
        DATA_DIR: folder(`api-${i}`),
        ANALYTICS_ENGINE: 'clickhouse',
        CLICKHOUSE_URL: clickhouse.url,
        LOG_LEVEL: 'warn',
      });
      servers.push(server);
      cookies.push(await signInOver(server.base, 'admin'));
    }
    const created = await fetch(`${servers[0].base}/api/vuejs/surveys/apikey/create/cx`, {
      headers: { cookie: cookies[0], ...CSRF_HEADER },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    token = ((await created.json()) as TApiKeyCreated).token;
  }, 300_000);
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGTERM');
    await clickhouse?.stop();
    await database?.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  const kpis = async (i: number, drill = 'org,all') => {
    const response = await fetch(`${servers[i].base}/api/vuejs/analytics/kpis/cx/${path(drill)}`, {
      headers: { cookie: cookies[i] },
    });
    expect(response.status, `${await response.clone().text()}\n${servers[i].output()}`).toBe(200);
    return (await response.json()) as TKpiResponse;
  };

  it('answers each survey the same through either process', async () => {
    await expectSameThroughBoth(kpis);
    // from the one ClickHouse their relays filled: it holds what PostgreSQL holds
    const { rows } = await sql<{ id: number; n: number }>`
      SELECT s.id, count(i.id)::int AS n FROM surveys s JOIN interviews i ON i.survey_id = s.id
      WHERE s.ext_name = 'cx' GROUP BY s.id`.execute(database.db);
    const engine = ClickHouseEngine.atUrl(clickhouse.url);
    try {
      const [held] = await engine.rows({
        sql: `SELECT toInt32(count()) AS n FROM ${clickHouseSurveyTable(rows[0].id)}`,
        params: {},
      });
      expect(held.n).toBe(rows[0].n);
    } finally {
      await engine.close();
    }
  });

  it('a write through one is in the other’s next figure, and each open event stream hears of it', () =>
    expectWriteSeenThroughBoth(
      servers.map((server) => server.base),
      cookies,
      kpis,
      async () => {
        const today = new Date().toISOString().slice(0, 10);
        const ingested = await fetch(`${servers[0].base}/api/v1/surveys/cx/interviews`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            interviews: [{ externalId: 'two-processes-1', unit: 's001', date: today, answers: { nps: 10 } }],
          }),
        });
        expect(ingested.status, await ingested.clone().text()).toBe(200);
      },
    ));

  it('two processes copying one campaign table at once each fill their own table aside', async () => {
    const [first, second] = [ClickHouseEngine.atUrl(clickhouse.url), ClickHouseEngine.atUrl(clickhouse.url)];
    try {
      const table = {
        name: 'survey_999999_campaign',
        universeId: 1,
        surveyId: 999_999,
        columns: [
          { name: 'universe', type: 'UInt32' },
          { name: 'survey', type: 'UInt32' },
          { name: 'interview_id', type: 'Int64' },
        ],
        orderBy: ['universe', 'survey', 'interview_id'],
        replacing: false,
      };
      const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ interview_id: BigInt(i + 1) }));
      for (let round = 0; round < 5; round++) {
        await Promise.all([first.replaceTable(table, rows(3)), second.replaceTable(table, rows(5))]);
        const [held] = await first.rows({
          sql: `SELECT toInt32(count()) AS n FROM ${table.name}`,
          params: {},
        });
        expect([3, 5]).toContain(held.n);
      }
      const left = await first.rows({
        sql: `SELECT name FROM system.tables WHERE database = currentDatabase() AND name LIKE 'survey_999999%'`,
        params: {},
      });
      expect(left).toEqual([{ name: table.name }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
