/**
 * npm run bench [-- --quick] [-- --sizes 1000000,10000000] [-- --api-only] [-- --store disk|memory]
 *
 * Generates the demo survey with the product's own generator and ingestion code into a
 * real PostgreSQL server, then measures, side by side in one run, each dashboard call
 * through our HTTP API, as hand-written SQL in PostgreSQL, and as hand-written SQL in
 * raw DuckDB on the same wide table.
 *
 * `--api-only` leaves PostgreSQL's hand-written SQL out (minutes per size at 1M) to compare the
 * API with raw DuckDB while working on a call; it writes `bench/results/api-only-<size>.json` and
 * leaves docs/benchmarks.md alone.
 *
 * `--store` is where the read model lives (ANALYTICS_STORE): `disk` by default, as the product
 * runs, in a throwaway data folder; `memory` measures the in-memory read model; `disk,memory`
 * measures both, one after the other on the same seeded database (a comparison in one run).
 * On disk the run also measures a restart that takes the read model from the folder (its first
 * call).
 *
 * `--engine` is where dashboards are computed (ANALYTICS_ENGINE): `duckdb` by default (in each
 * `--store`); `clickhouse` runs the API on ClickHouse (chDB in this process, fed by the relay);
 * `duckdb,clickhouse` measures both on the same seeded database, side by side. On ClickHouse
 * the cold build is the relay's backfill of the survey, and no raw reference is timed.
 *
 * `--database-url <url>` measures a database seeded by an earlier run (kept with its cluster)
 * instead of seeding one: one size, the one it was seeded with; no ingestion figure.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ClickHouseEngine } from '../apps/server/src/analytics/clickhouse/clickhouse-engine.ts';
import { engineDb } from '../apps/server/src/analytics/clickhouse/engine-tables.ts';
import { clickHouseSurveyTable } from '../apps/server/src/analytics/clickhouse/wide-table.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { clickHouseEngineOf, readModelDuck } from '../apps/server/test/read-model-access.ts';
import { writeBenchmarksDoc } from '../scripts/benchmarks-doc.ts';
import { createDatabase, startPostgres } from '../scripts/pg-cluster.ts';
import { loadCountWaiting, startBenchServer } from './bench-server.ts';
import { benchCalls, benchIds, type Scenario } from './calls.ts';
import { httpGet } from './http-get.ts';
import { measureRefresh, measureThroughput } from './load.ts';
import { round, rssMb, type Stats, sample, samplePair } from './measure.ts';
import { type CallResult, latestFullRuns, renderTable } from './report.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const apiOnly = args.includes('--api-only');
const sizesArg = args.indexOf('--sizes');
const sizes =
  sizesArg >= 0 ? args[sizesArg + 1].split(',').map(Number) : quick ? [100_000] : [1_000_000, 10_000_000];
const storeArg = args.indexOf('--store');
type Store = 'disk' | 'memory';
const stores: Store[] =
  storeArg >= 0
    ? args[storeArg + 1].split(',').map((s): Store => (s === 'memory' ? 'memory' : 'disk'))
    : ['disk'];
const keptArg = args.indexOf('--database-url');
const keptUrl = keptArg >= 0 ? args[keptArg + 1] : null;
if (keptUrl && sizes.length !== 1)
  throw new Error('--database-url measures one size: the one it was seeded with');
const engineArg = args.indexOf('--engine');
const engines = engineArg >= 0 ? args[engineArg + 1].split(',') : ['duckdb'];
/** What one pass measures: DuckDB's read model in a store, or ClickHouse. */
type Target = Store | 'clickhouse';
const targets: Target[] = [
  ...(engines.includes('duckdb') ? stores : []),
  ...(engines.includes('clickhouse') ? (['clickhouse'] as const) : []),
];
/** chDB binds one data directory per process: one for the whole run, each size's tables made again. */
let chdb: ClickHouseEngine | null = null;
const API_RUNS = quick ? 15 : 30;
const PG_RUNS = quick ? 5 : 7;
// PostgreSQL takes 5-40 s per call at 10M: one sample there, after no warm-up (it is
// two orders of magnitude away from the API, so one sample decides the ratio anyway).
const pgRuns = (size: number) => (size >= 5_000_000 ? 1 : PG_RUNS);
const pgWarmup = (size: number) => (size >= 5_000_000 ? 0 : 1);

/**
 * Statistics for the planner and the written data flushed: as the cluster's owner (the app's
 * own connections run as a role without these rights: row-level security, decision 021).
 * With durable settings a large write leaves gigabytes of WAL to write back: done now, so that
 * the checkpointer does not run beside the measurements.
 */
async function settleDatabase(url: string): Promise<void> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  await owner.query('VACUUM ANALYZE');
  await owner.query('CHECKPOINT');
  await owner.end();
}

async function benchSize(clusterUrl: string | null, size: number) {
  console.log(`\n== ${size.toLocaleString('en')} interviews ==`);
  const url = clusterUrl ? await createDatabase(clusterUrl, `bench_${size}`) : (keptUrl as string);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const now = new Date();
  let ingestionPerSecond: number | null = null;
  if (clusterUrl) {
    const seedStart = performance.now();
    await seedDemo(database.db, {
      interviews: size,
      now,
      onProgress: (done, total) =>
        process.stdout.write(`\r  seeding ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    ingestionPerSecond = Math.round(size / seedSeconds);
    console.log(`\n  ingestion: ${ingestionPerSecond.toLocaleString('en')} interviews/s`);
  }
  await settleDatabase(url);
  const runs = [];
  for (const [index, target] of targets.entries())
    runs.push(
      await benchStore(
        database,
        url,
        size,
        target,
        now,
        ingestionPerSecond,
        index === 0 && clusterUrl !== null,
      ),
    );
  await database.close();
  return runs;
}

async function benchStore(
  database: Awaited<ReturnType<typeof openDatabase>>,
  url: string,
  size: number,
  store: Target,
  now: Date,
  ingestionPerSecond: number | null,
  firstAfterSeed: boolean,
) {
  const onClickHouse = store === 'clickhouse';
  if (targets.length > 1)
    console.log(
      `  -- ${onClickHouse ? 'ClickHouse (chDB)' : `read model ${store === 'disk' ? 'on disk' : 'in memory'}`} --`,
    );
  if (onClickHouse && !chdb)
    chdb = await ClickHouseEngine.inProcess(mkdtempSync(join(tmpdir(), 'opinio-bench-chdb-')));
  // the run's ClickHouse outlives each app (an app does not close one it is given)
  const options = onClickHouse && chdb ? { clickhouse: chdb } : {};
  // The side-by-side table measures the engine path: no result cache. On disk, each start
  // gets its own data folder (the first start's is dropped, so the cold build builds).
  const folders: string[] = [];
  const configIn = () => {
    const dataDir = store === 'disk' ? mkdtempSync(join(tmpdir(), 'opinio-bench-')) : null;
    if (dataDir) folders.push(dataDir);
    return {
      ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ANALYTICS_CACHE: 'off' }),
      analyticsStore: store === 'memory' ? ('memory' as const) : ('disk' as const),
      analyticsEngine: onClickHouse ? ('clickhouse' as const) : ('duckdb' as const),
      dataDir,
      port: 0,
    };
  };
  // The first start after the seed tags every comment, trains the sentiment model and stores
  // both in PostgreSQL (in the background after its build); the process is then started
  // again, and that start's build is the cold build: what a restart costs. A second store
  // measured on the same database finds the tags stored already.
  let firstBuildSeconds: number | undefined;
  let tagsStoredSeconds: number | undefined;
  if (firstAfterSeed) {
    const first = await startBenchServer(database, configIn(), options);
    const firstSurvey = (await first.services.catalog.survey(1, 'cx'))!;
    const firstStart = performance.now();
    await loadCountWaiting(first.services.analytics, firstSurvey);
    firstBuildSeconds = round((performance.now() - firstStart) / 1000, 1);
    const storeStart = performance.now();
    await first.services.analytics.commentTagsStored(firstSurvey.id);
    tagsStoredSeconds = round((performance.now() - storeStart) / 1000, 1);
    await first.app.close();
    // The stored tags are data at rest like the seed: vacuumed and checkpointed before the
    // restart, so that autovacuum and the checkpointer do not run beside its build.
    await settleDatabase(url);
    console.log(
      `  first build after the seed: ${firstBuildSeconds} s, comment tags stored in a further ${tagsStoredSeconds} s`,
    );
  }
  // On ClickHouse the survey's table is made again: the cold build is its backfill.
  if (onClickHouse) await engineDb(database.db).deleteFrom('analytics_engine_tables').execute();
  const readConfig = configIn();
  const { app, services, base, cookie } = await startBenchServer(database, readConfig, options);

  const survey = (await services.catalog.survey(1, 'cx'))!;
  const ids = benchIds(survey);

  // Cold build of the read model after a restart, and its memory.
  const load = loadavg().map((l) => round(l, 2));
  const rssBefore = rssMb();
  const buildStart = performance.now();
  await loadCountWaiting(services.analytics, survey);
  const coldBuildSeconds = round((performance.now() - buildStart) / 1000, 1);
  const rssAfter = rssMb();
  // DuckDB's memory, or the bytes of ClickHouse's table on disk (compressed)
  const [engineBytes] =
    onClickHouse && chdb
      ? await chdb.rows({
          sql: `SELECT sum(bytes_on_disk) AS b FROM system.parts WHERE active AND table = '${clickHouseSurveyTable(survey.id)}'`,
          params: {},
        })
      : await readModelDuck(services.analytics).rows(
          `SELECT sum(memory_usage_bytes)::BIGINT AS b FROM duckdb_memory()`,
        );
  const duckMb = round(Number(engineBytes.b) / 1024 / 1024, 1);
  console.log(
    `  cold build: ${coldBuildSeconds} s, RSS +${round(rssAfter - rssBefore, 1)} MB, ${onClickHouse ? 'ClickHouse on disk' : 'DuckDB'} ${duckMb} MB (load average before it ${load.join(', ')})`,
  );

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const results: CallResult[] = [];
  const scenarios: Scenario[] = [];
  for (const scope of ['root', 'region'] as const)
    for (const filter of ['none', 'choice', 'time'] as const) scenarios.push({ scope, filter });
  // "Server warm": every API call a few times first, so that Node has compiled the
  // request path and DuckDB has prepared each statement before anything is timed.
  for (let round = 0; round < 3; round++)
    for (const scenario of scenarios)
      for (const call of benchCalls(ids, scenario, now)) await httpGet(base, call.api, cookie);
  for (const scenario of scenarios) {
    for (const call of benchCalls(ids, scenario, now)) {
      // The API and raw DuckDB in alternation: their ratio is the overhead. On ClickHouse, the
      // API with its rollups and with the wide table alone, in alternation: what they save.
      let api: Stats;
      let duckdb: Stats = { p50: Number.NaN, p95: Number.NaN, n: 0 };
      let wide: Stats | undefined;
      if (onClickHouse) {
        const engine = clickHouseEngineOf(services.analytics);
        const withRollups = (on: boolean) => () => {
          engine.rollups = on;
          return httpGet(base, call.api, cookie);
        };
        [api, wide] = await samplePair(withRollups(true), withRollups(false), API_RUNS);
        engine.rollups = true;
      } else {
        [api, duckdb] = await samplePair(
          () => httpGet(base, call.api, cookie),
          () => readModelDuck(services.analytics).rows(call.duckdb),
          API_RUNS,
        );
      }
      const postgres = apiOnly
        ? { p50: Number.NaN, p95: Number.NaN, n: 0 }
        : await sample(() => pool.query(call.postgres), pgRuns(size), pgWarmup(size));
      results.push({ size, call: call.name, ...scenario, api, postgres, duckdb, ...(wide && { wide }) });
      console.log(
        `  ${call.name.padEnd(12)} ${scenario.scope.padEnd(6)} ${scenario.filter.padEnd(6)} api ${api.p50} ms  pg ${postgres.p50} ms  ${wide ? `wide table ${wide.p50}` : `duckdb ${duckdb.p50}`} ms`,
      );
    }
  }
  await pool.end();

  const throughput = await measureThroughput(base, cookie, ids, now, quick ? 5 : 15);
  console.log(
    `  32 clients, no result cache: ${throughput.requestsPerSecond} req/s, p95 ${throughput.p95} ms`,
  );
  services.analytics.cacheEnabled = true;
  const throughputCached = await measureThroughput(base, cookie, ids, now, quick ? 5 : 15);
  console.log(
    `  32 clients, result cache: ${throughputCached.requestsPerSecond} req/s, p95 ${throughputCached.p95} ms`,
  );
  services.analytics.cacheEnabled = false;
  const clickHouseRows = async () => {
    const [row] = await chdb!.rows({
      sql: `SELECT count() AS n FROM ${clickHouseSurveyTable(survey.id)}`,
      params: {},
    });
    return Number(row.n);
  };
  const refresh = await measureRefresh(
    services,
    survey,
    base,
    cookie,
    onClickHouse ? clickHouseRows : undefined,
  );
  console.log(
    `  10k new interviews visible after ${refresh.visibleMs} ms (table rows ${refresh.rowsBefore} -> ${refresh.rowsAfter})`,
  );

  await app.close();
  // On disk: a restart over the same folder takes the read model from it (first call, KPI tiles).
  let restartFirstCallMs: number | null = null;
  if (store === 'disk') {
    const again = await startBenchServer(database, readConfig, options);
    const call = benchCalls(ids, { scope: 'root', filter: 'none' }, now)[0];
    const restartStart = performance.now();
    await httpGet(again.base, call.api, again.cookie);
    restartFirstCallMs = round(performance.now() - restartStart, 0);
    console.log(
      `  restart: first call (${call.name}) ${restartFirstCallMs} ms, the read model taken from disk`,
    );
    await again.app.close();
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  return {
    size,
    store,
    restartFirstCallMs,
    ingestionPerSecond,
    firstBuildSeconds,
    tagsStoredSeconds,
    coldBuildSeconds,
    coldBuildLoadAverage: load,
    rssDeltaMb: round(rssAfter - rssBefore, 1),
    duckdbMb: duckMb,
    duckdbMbPerMillion: round((duckMb * 1_000_000) / size, 1),
    throughput,
    throughputCached,
    refresh,
    calls: results,
  };
}

/** The API's p50 of every call in each store, side by side, and the ratio to the first store's. */
function compareStores(runs: Array<{ size: number; store: Target; calls: CallResult[] }>): string {
  const [base, ...others] = runs;
  const lines = [
    `\n${base.size.toLocaleString('en')} interviews: API p50 (ms), ${runs.map((r) => r.store).join(' / ')}`,
  ];
  for (const call of base.calls) {
    const same = (c: CallResult) =>
      c.call === call.call && c.scope === call.scope && c.filter === call.filter;
    const figures = others.map((run) => run.calls.find(same)?.api.p50 ?? Number.NaN);
    const ratios = figures.map((p50) => round(p50 / call.api.p50, 2));
    lines.push(
      `  ${call.call.padEnd(12)} ${call.scope.padEnd(6)} ${call.filter.padEnd(6)} ${[call.api.p50, ...figures].join(' / ')}  (x${ratios.join(', x')})`,
    );
  }
  return lines.join('\n');
}

async function main() {
  // PostgreSQL's durable defaults (fsync, synchronous commit): ingestion is measured as deployed.
  const cluster = keptUrl ? null : await startPostgres({ durable: true });
  try {
    const bySize = [];
    for (const size of sizes) bySize.push(await benchSize(cluster?.url ?? null, size));
    await chdb?.close();
    const runs = bySize.flat();
    const date = new Date().toISOString();
    const machine = `${(await import('node:os')).cpus().length} cores`;
    for (const sized of bySize) {
      const file = `bench/results/${apiOnly ? 'api-only' : quick ? 'quick' : 'full'}-${sized[0].size}.json`;
      writeFileSync(file, `${JSON.stringify({ date, machine, quick, runs: sized }, null, 2)}\n`);
      console.log(`Results written to ${file}`);
    }
    if (targets.length > 1) for (const sized of bySize) console.log(compareStores(sized));
    if (apiOnly) return;
    const table = renderTable(quick ? { date, machine, runs } : latestFullRuns());
    console.log(`\n${table}`);
    writeBenchmarksDoc();
  } finally {
    await cluster?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
