import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { TBreakdownResponse, TKpiResponse } from '@opinio/domain/schemas/analytics';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { surveyTable } from '#analytics/query-spec.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import { SurveyCatalog } from '#surveys/survey-catalog.ts';
import { appOn, path, seededPostgresUrl, signIn } from './harness.ts';
import { newInterviews } from './kept-read-model.ts';
import { readModelDuck } from './read-model-access.ts';
import type { ChildMessage } from './read-model-child.ts';

const NEW_INTERVIEWS = 20_000;

/** The read model's process (read-model-child.ts), and the last row count it sent. */
function startChild(databaseUrl: string, dataDir: string) {
  const child: ChildProcess = fork(new URL('./read-model-child.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let rows = -1;
  const waiters: Array<{ when: (rows: number) => boolean; resolve: (rows: number) => void }> = [];
  child.on('message', (message: ChildMessage) => {
    rows = message.rows;
    for (const waiter of [...waiters])
      if (waiter.when(rows)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(rows);
      }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    /** Resolves with the row count once the child sends one that `when` accepts. */
    rowsWhen(when: (rows: number) => boolean, timeoutMs = 120_000): Promise<number> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no row count as waited for (last ${rows})`)),
          timeoutMs,
        );
        child.once('exit', (code) => reject(new Error(`the read model's process exited with ${code}`)));
        waiters.push({
          when,
          resolve: (n) => {
            clearTimeout(timer);
            resolve(n);
          },
        });
      });
    },
  };
}

/*
 * A process killed (SIGKILL: no shutdown, nothing flushed on the way out) while it appends
 * interviews to a read model on disk, then a server started over the same data folder: the
 * file holds whole pages of the append; the server takes it, appends the rest, and every
 * figure equals PostgreSQL's (docs/reliability.md#the-read-model-on-disk).
 */
it('a read model killed while appending: after the restart every figure equals PostgreSQL (postgres)', async () => {
  const databaseUrl = await seededPostgresUrl(1000);
  const database: Database = await openDatabase({ databaseUrl, dataDir: null });
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-read-model-kill-'));
  let server: Awaited<ReturnType<typeof appOn>> | null = null;
  try {
    const reader = startChild(databaseUrl, dataDir);
    expect(await reader.rowsWhen(() => true)).toBe(1000);
    // a second server on the same data folder is refused while the first holds it
    await expect(appOn(database, { dataDir })).rejects.toThrow(
      /read model in .* is in use by another process/,
    );
    const survey = (await new SurveyCatalog(database.db).survey(1, 'cx'))!;
    await insertInterviews(
      database.db,
      survey.universeId,
      survey.id,
      newInterviews(survey, NEW_INTERVIEWS, 'kill'),
    );
    reader.child.send('refresh');
    // killed once a few pages of 200 have landed, long before the last one
    const atKill = await reader.rowsWhen((rows) => rows >= 1000 + 600);
    reader.child.kill('SIGKILL');
    await reader.exited;
    expect(atKill).toBeLessThan(1000 + NEW_INTERVIEWS);

    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = await appOn(database, { dataDir, logLevel: 'info' }, logStream);
    const cookie = await signIn(server.app, 'admin');
    const get = async <T>(drill: string, call = 'kpis') => {
      const response = await server!.app.inject({
        method: 'GET',
        url: `/api/vuejs/analytics/${call}/cx/${path(drill)}`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const kpis = await get<TKpiResponse>('org,all');
    // the file held part of the append: taken, not built again
    const taken = lines
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .find((msg) => msg.startsWith('Read model of survey cx'));
    const kept = Number(/taken from disk: (\d+) interviews/.exec(taken ?? '')?.[1]);
    expect(kept, taken).toBeGreaterThan(1000);
    expect(kept).toBeLessThan(1000 + NEW_INTERVIEWS);

    // every interview once, and the figures of PostgreSQL
    const [ids] = await readModelDuck(server.services.analytics).rows(
      `SELECT count(*)::INTEGER AS n, count(DISTINCT id)::INTEGER AS distinct_ids FROM ${surveyTable(survey.id)}`,
    );
    expect({ n: Number(ids.n), distinct: Number(ids.distinct_ids) }).toEqual({
      n: 1000 + NEW_INTERVIEWS,
      distinct: 1000 + NEW_INTERVIEWS,
    });
    const nps = survey.questionsByExtName.get('nps')!.id;
    const { rows } = await sql<{ region: string; n: number; nps: number }>`
      SELECT r.ext_name AS region, count(a.value)::int AS n,
        (count(*) FILTER (WHERE a.value >= 9) - count(*) FILTER (WHERE a.value <= 6)) * 100.0 / count(a.value) AS nps
      FROM interviews i
      JOIN units s ON s.id = i.unit_id
      JOIN units d ON d.id = s.parent_id
      JOIN units r ON r.id = d.parent_id
      JOIN answers a ON a.interview_id = i.id AND a.question_id = ${nps}
      WHERE i.survey_id = ${survey.id}
      GROUP BY r.ext_name ORDER BY r.ext_name`.execute(database.db);
    const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
    expect(kpis.tiles.find((tile) => tile.indicator === 'nps')!.count).toBe(total);
    const breakdown = await get<TBreakdownResponse>('org,all', 'breakdown');
    expect(
      breakdown.rows
        .map((row) => ({ region: row.extName, n: row.count, nps: row.values.nps }))
        .sort((a, b) => a.region.localeCompare(b.region)),
    ).toEqual(
      rows.map((row) => ({
        region: row.region,
        n: expect.any(Number),
        nps: expect.closeTo(Number(row.nps), 9),
      })),
    );
  } finally {
    await server?.app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
