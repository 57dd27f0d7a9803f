import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { appOn, seededTestDatabase } from './harness.ts';
import { readModelDuck, readModelOf } from './read-model-access.ts';

/*
 * A survey's build (its pages appended, its rollups written in a transaction) while the
 * process goes on with other surveys: idle ones closed and opened again, their tables taken
 * from their files, queries answered. A build's statements run on a connection of their
 * own: nothing another survey does lands in the middle of them.
 */
describe('a read-model build beside other surveys’ work (postgres, on disk)', () => {
  let database: Database;
  let dataDir: string;
  const closers: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes with every interview while other surveys are closed, opened and queried', async () => {
    database = await seededTestDatabase('postgres', 3000);
    closers.push(() => database.close());
    dataDir = mkdtempSync(join(tmpdir(), 'opinio-concurrent-'));
    const { app, services } = await appOn(database, { dataDir });
    closers.push(() => app.close());
    const readModel = readModelOf(services.analytics);
    const duck = readModelDuck(services.analytics);
    const cx = (await services.catalog.survey(1, 'cx'))!;
    const { universe_id } = await database.db
      .selectFrom('surveys')
      .select('universe_id')
      .where('ext_name', '=', 'guest')
      .executeTakeFirstOrThrow();
    const guest = (await services.catalog.survey(universe_id, 'guest'))!;
    await services.analytics.loadCount(guest);
    // many small pages: the build spans many turns of the event loop
    readModel.pageSize = 50;
    let built = false;
    const building = services.analytics.loadCount(cx).finally(() => {
      built = true;
    });
    let rounds = 0;
    while (!built) {
      readModel.openSurveys.idleMs = 0;
      // guest is idle: closed (DETACH), then opened again and taken from its file
      await readModel.releaseIdle();
      await services.analytics.loadCount(guest);
      await duck.rows(`SELECT count(*) AS n FROM duckdb_databases()`);
      rounds++;
    }
    await building;
    expect(rounds).toBeGreaterThan(2);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews WHERE survey_id = ${cx.id}`.execute(database.db);
    const [table] = await duck.rows(`SELECT count(*)::INTEGER AS n FROM s${cx.id}.survey_${cx.id}`);
    expect(Number(table.n)).toBe(rows[0].n);
    // and the dashboard answers from it
    readModel.openSurveys.idleMs = 15 * 60_000;
    expect(await services.analytics.loadCount(cx)).toBeGreaterThan(0);
  });
});
