/**
 * npm run bench:cold [-- --size 100000]
 *
 * The read model's build alone: seeds the demo survey into a throwaway PostgreSQL server,
 * starts the app and builds the survey's table (the first build after the seed stores the
 * comments' tags), then starts the app again on the same database and builds it once more
 * (a restart's cold build: the tags are read, not made), once with the read model in memory and
 * once on disk (a new data folder: ANALYTICS_STORE=disk builds into a file). Prints them and the
 * load average; `LOG_LEVEL=info` also logs each build's phases (copy, sentiment, sort,
 * campaigns, rollups).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { createDatabase, startPostgres } from '../scripts/pg-cluster.ts';
import { round } from './measure.ts';

const args = process.argv.slice(2);
const sizeArg = args.indexOf('--size');
const size = sizeArg >= 0 ? Number(args[sizeArg + 1]) : 100_000;

async function build(url: string, store: 'disk' | 'memory' = 'memory'): Promise<number> {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const dataDir = store === 'disk' ? mkdtempSync(join(tmpdir(), 'opinio-cold-')) : null;
  const config = {
    ...loadConfig({
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      WEB_DIST: '/nonexistent',
      ANALYTICS_CACHE: 'off',
    }),
    analyticsStore: store,
    dataDir,
    port: 0,
  };
  const { app, services } = await buildApp({ config, database });
  const universe = await database.db
    .selectFrom('universes')
    .select('id')
    .where('name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const survey = (await services.catalog.survey(universe.id, 'cx'))!;
  const start = performance.now();
  await services.analytics.loadCount(survey);
  const seconds = round((performance.now() - start) / 1000, 1);
  const storing = performance.now();
  await services.analytics.commentTagsStored(survey.id);
  const stored = round((performance.now() - storing) / 1000, 1);
  if (stored > 0) console.log(`  (tags stored in the background in a further ${stored} s)`);
  await app.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await settleDatabase(url);
  return seconds;
}

/** Statistics and a checkpoint after a large write (as the cluster's owner), as `npm run bench` does. */
async function settleDatabase(url: string): Promise<void> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  await owner.query('VACUUM ANALYZE');
  await owner.query('CHECKPOINT');
  await owner.end();
}

async function main() {
  const cluster = await startPostgres();
  try {
    const url = await createDatabase(cluster.url, `cold_${size}`);
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    await seedDemo(database.db, {
      interviews: size,
      onProgress: (done, total) => process.stdout.write(`\r  seeding ${done} / ${total}`),
    });
    await database.close();
    await settleDatabase(url);
    const load = () =>
      loadavg()
        .map((l) => round(l, 2))
        .join(', ');
    console.log(`\n  load average before: ${load()}`);
    const first = await build(url);
    console.log(`  first build after the seed: ${first} s (load ${load()})`);
    const cold = await build(url);
    console.log(`  cold build after a restart, in memory: ${cold} s (load ${load()})`);
    const disk = await build(url, 'disk');
    console.log(`  cold build after a restart, on disk: ${disk} s (load ${load()})`);
  } finally {
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
