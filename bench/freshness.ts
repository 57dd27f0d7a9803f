/**
 * npm run bench:freshness -- --database-url <url> [--engine clickhouse|duckdb] [--passes 2]
 *
 * How soon a write shows on the dashboard, on a database seeded by an earlier run (`npm run
 * bench -- --sizes 10000000`, its cluster kept): starts the app on the engine (ClickHouse: chDB
 * in this process, the survey's table made again by a backfill from PostgreSQL; DuckDB: an
 * in-memory read model, built cold), then `--passes` times the refresh rounds of `npm run
 * bench` (bench/load.ts: 10,000 interviews inserted through the product's ingestion code, the
 * KPI call asked until it counts them), each pass followed by ten KPI calls right after the
 * write (on ClickHouse: while the relay has not yet made the write's day again in the
 * rollups). Writes `bench/results/freshness-<engine>-<interviews>.json`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClickHouseEngine } from '../apps/server/src/analytics/clickhouse/clickhouse-engine.ts';
import { engineDb } from '../apps/server/src/analytics/clickhouse/engine-tables.ts';
import { clickHouseSurveyTable } from '../apps/server/src/analytics/clickhouse/wide-table.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadCountWaiting, startBenchServer } from './bench-server.ts';
import { measureRefresh } from './load.ts';
import { round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const url = option('database-url');
if (!url) {
  console.error('Usage: npm run bench:freshness -- --database-url <url> [--engine clickhouse|duckdb]');
  process.exit(1);
}
const engine: 'duckdb' | 'clickhouse' = option('engine') === 'duckdb' ? 'duckdb' : 'clickhouse';
const passes = Number(option('passes') ?? 2);

async function main(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const chdb =
    engine === 'clickhouse'
      ? await ClickHouseEngine.inProcess(mkdtempSync(join(tmpdir(), 'opinio-bench-chdb-')))
      : null;
  // ClickHouse's table of the survey made again: a backfill, as after a first start
  if (chdb) await engineDb(database.db).deleteFrom('analytics_engine_tables').execute();
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ANALYTICS_CACHE: 'off' }),
    analyticsStore: 'memory' as const,
    analyticsEngine: engine,
    dataDir: null,
    port: 0,
  };
  const { app, services, base, cookie } = await startBenchServer(
    database,
    config,
    chdb ? { clickhouse: chdb } : {},
  );
  const survey = (await services.catalog.survey(1, 'cx'))!;
  const buildStart = performance.now();
  await loadCountWaiting(services.analytics, survey);
  const buildSeconds = round((performance.now() - buildStart) / 1000, 1);
  console.log(`${engine}: ${engine === 'clickhouse' ? 'backfill' : 'cold build'} ${buildSeconds} s`);
  const kpi = async () => {
    const start = performance.now();
    const response = await fetch(`${base}/api/vuejs/analytics/kpis/cx/${encodeURIComponent('org,all')}`, {
      headers: { cookie },
    });
    const body = (await response.json()) as { nInterviews: number };
    return { ms: round(performance.now() - start, 1), n: body.nInterviews };
  };
  const steady: number[] = [];
  for (let i = 0; i < 10; i++) steady.push((await kpi()).ms);
  const interviews = (await kpi()).n;
  const rows = chdb
    ? async () =>
        Number(
          (
            await chdb.rows({
              sql: `SELECT count() AS n FROM ${clickHouseSurveyTable(survey.id)}`,
              params: {},
            })
          )[0].n,
        )
    : undefined;
  const results = [];
  for (let pass = 0; pass < passes; pass++) {
    const refresh = await measureRefresh(services, survey, base, cookie, rows);
    const afterWrite: number[] = [];
    for (let i = 0; i < 10; i++) afterWrite.push((await kpi()).ms);
    results.push({ rounds: refresh.rounds, kpiAfterWriteMs: afterWrite });
    console.log(
      `  pass ${pass + 1}: visible after commit ${refresh.rounds.map((r) => r.visibleAfterCommitMs).join(', ')} ms; KPI calls after the write ${afterWrite.join(', ')} ms`,
    );
  }
  await app.close();
  await chdb?.close();
  await database.close();
  const visible = results.flatMap((r) => r.rounds.map((x) => x.visibleAfterCommitMs)).sort((a, b) => a - b);
  const median = visible[Math.floor(visible.length / 2)];
  console.log(`visible after commit: median ${median} ms, ${visible[0]}-${visible.at(-1)} ms`);
  const file = `bench/results/freshness-${engine}-${interviews}.json`;
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: `${cpus().length} cores`,
        loadAverage: loadavg().map((l) => round(l, 2)),
        engine,
        interviews,
        buildSeconds,
        kpiSteadyMs: steady,
        visibleAfterCommitMs: { median, min: visible[0], max: visible.at(-1) },
        passes: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results written to ${file}`);
}

main(url).catch((error) => {
  console.error(error);
  process.exit(1);
});
