/**
 * npm run bench:users [-- --users 50000 --runs 30]
 *
 * The user list at a large programme's size, on the embedded database (PGlite, as `npm
 * start` runs it): seeds a small demo, adds `--users` members to its universe (stores,
 * roles, sign-in dates and disabled members spread like the demo's staff), starts the app and
 * times the list's calls over HTTP as the administrator: the first page by name, a page
 * deep in the list through the keyset cursor, each other order, a search and the filters.
 * Prints and writes p50/p95 per call to bench/results/user-list.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { Random } from '../apps/server/src/lib/random.ts';
import { builtInRoleId } from '../apps/server/src/users/built-in-roles.ts';
import { startBenchServer } from './bench-server.ts';
import { percentile, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const USERS = option('users', 50_000);
const RUNS = option('runs', 30);
const RESULT_FILE = 'bench/results/user-list.json';

const dataDir = mkdtempSync(join(tmpdir(), 'opinio-bench-users-'));
try {
  const database = await openDatabase({ dataDir });
  const now = new Date();
  await seedDemo(database.db, { interviews: 2000, now });
  const db = database.db;
  const demo = await db
    .selectFrom('universes')
    .select('id')
    .where('name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const roles = await Promise.all(
    (['store_manager', 'regional_manager', 'analyst'] as const).map((r) => builtInRoleId(db, demo.id, r)),
  );
  const stores = (await db.selectFrom('units').select('ext_name').where('level', '=', 4).execute()).map(
    (u) => u.ext_name,
  );
  const random = new Random(5);
  const first = ['Aino', 'Eero', 'Helmi', 'Ilmari', 'Kaarina', 'Lauri', 'Maija', 'Onni', 'Sofia', 'Väinö'];
  const last = ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Lindqvist', 'Berg', 'Holm', 'Salo'];
  console.log(`adding ${USERS.toLocaleString('en')} members (PGlite in ${dataDir})`);
  const started = performance.now();
  for (let at = 0; at < USERS; at += 1000) {
    const batch = Array.from({ length: Math.min(1000, USERS - at) }, (_, i) => at + i);
    const users = await db
      .insertInto('users')
      .values(
        batch.map((n) => ({
          username: `bench.user.${n}`,
          email: `bench.user.${n}@example.com`,
          first_name: random.pick(first),
          last_name: random.pick(last),
          last_sign_in_at:
            random.next() < 0.1 ? null : new Date(now.getTime() - random.int(0, 400) * 86_400_000),
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('memberships')
      .values(
        users.map((u) => ({
          universe_id: demo.id,
          user_id: u.id,
          role_id: random.next() < 0.9 ? roles[0] : random.pick(roles),
          scope_unit: random.pick(stores),
          disabled_at: random.next() < 0.05 ? now : null,
        })),
      )
      .execute();
  }
  // fresh statistics, as autovacuum would have them on a server that has run for a while
  await sql`ANALYZE users, memberships, password_resets`.execute(db).catch(() => undefined);
  console.log(`added in ${round((performance.now() - started) / 1000, 1)} s`);

  const config = { ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }), dataDir, port: 0 };
  const { app, base, cookie } = await startBenchServer(database, config);
  const get = async (query: string) => {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/vuejs/users/list/cx?${query}`, { headers: { cookie } });
    const body = (await response.json()) as { nextCursor: string | null; total: number };
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, body };
  };
  // a cursor about half way through the list by name
  let deep: string | null = null;
  {
    let cursor: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const { body } = await get(`limit=200&sort=name${cursor ? `&cursor=${cursor}` : ''}`);
      cursor = body.nextCursor;
    }
    deep = cursor;
  }
  const calls: Record<string, string> = {
    'first page by name': 'limit=50&sort=name',
    'page 21 by name (cursor)': `limit=50&sort=name&cursor=${deep}`,
    'by last sign-in, newest first': 'limit=50&sort=lastSignIn&direction=desc',
    'by user name': 'limit=50&sort=username',
    'search "virtanen"': 'limit=50&q=virtanen',
    'filter: region north': 'limit=50&unit=north',
    'filter: disabled': 'limit=50&status=disabled',
    'filter: invited': 'limit=50&status=invited',
    'filter: dormant 90 days': 'limit=50&signedIn=dormant',
  };
  const results: Record<string, { p50: number; p95: number; total: number }> = {};
  for (const [name, query] of Object.entries(calls)) {
    await get(query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const { ms, body } = await get(query);
      times.push(ms);
      total = body.total;
    }
    times.sort((a, b) => a - b);
    results[name] = { p50: round(percentile(times, 50), 1), p95: round(percentile(times, 95), 1), total };
    console.log(
      `${name.padEnd(32)} p50 ${results[name].p50} ms  p95 ${results[name].p95} ms  (${total} match)`,
    );
  }
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify({ at: now.toISOString(), engine: 'pglite', members: USERS, runs: RUNS, calls: results }, null, 2)}\n`,
  );
  console.log(`written to ${RESULT_FILE}`);
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
