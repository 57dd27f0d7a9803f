/**
 * npm run soak -- --minutes 30 --clients 32 [--interviews 20000] [--interval 0]
 *
 * Runs the app for a long time under mixed dashboard calls and watches its memory: on the
 * embedded database (PGlite in a temporary folder, the demo seeded) by default, or on
 * DATABASE_URL (seeded with the demo when empty). `--clients` clients (in a child process)
 * call every dashboard call of every unit of the demo survey with several filters, in a
 * fixed shuffled order: thousands of distinct calls, so the result cache and the prepared
 * statements fill up to their limits. Every 10 s it records calls, errors, latency and the
 * server process's memory to bench/results/soak.json, and prints a summary: errors, RSS
 * after the warm-up against RSS at the end (docs/reliability.md, "Soak"). Not run in CI.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { isDatabaseEmpty, seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { Random } from '../apps/server/src/lib/random.ts';
import { ancestors, type SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { readModelDuck } from '../apps/server/test/read-model-access.ts';
import { startBenchServer } from './bench-server.ts';
import { startClients } from './client-process.ts';
import type { CallSample } from './latency-clients.ts';
import { percentile, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const MINUTES = option('minutes', 30);
const CLIENTS = option('clients', 32);
const INTERVIEWS = option('interviews', 20_000);
const INTERVAL_MS = option('interval', 0);
const WARMUP_SECONDS = option('warmup', 60);
const RECORD_EVERY_MS = 10_000;
const RESULT_FILE = 'bench/results/soak.json';

/** Every dashboard call for every unit of the organisation, unfiltered and with five filters. */
function dashboardPaths(survey: SurveyModel): string[] {
  const filters = [
    '',
    ';channel=web',
    ';channel=store*phone',
    ';ftime=rdays:-30:0',
    ';ftime=rdays:-90:0',
    ';ftime=rdays:-365:0',
  ];
  const paths: string[] = [];
  for (const unit of survey.organisation.unitsById.values()) {
    const drill = ['org', ...ancestors(unit).map((u) => u.extName)].join(',');
    for (const filter of filters) {
      const p = encodeURIComponent(`${drill}${filter}`);
      paths.push(
        `/api/vuejs/analytics/kpis/cx/${p}`,
        `/api/vuejs/analytics/trend/cx/${p}?indicator=nps&bucket=month`,
        `/api/vuejs/analytics/distribution/cx/${p}?question=nps`,
        `/api/vuejs/comments/cx/${p}?limit=20`,
      );
      // Breakdowns and rankings are of the units below: a store has none.
      if (unit.children.length > 0)
        paths.push(
          `/api/vuejs/analytics/breakdown/cx/${p}`,
          `/api/vuejs/analytics/ranking/cx/${p}?indicator=nps`,
        );
    }
  }
  // A fixed shuffle: each client walks the list from its own place, so calls repeat only
  // after the whole list (the caches see far more distinct calls than they keep).
  const random = new Random(11);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
}

interface Window {
  seconds: number;
  calls: number;
  errors: number;
  errorStatuses: Record<string, number>;
  p50: number;
  p95: number;
  max: number;
  rssMb: number;
  heapUsedMb: number;
  duckdbMb: number;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'opinio-soak-'));
  try {
    const database = await openDatabase(databaseUrl ? { databaseUrl, dataDir: null } : { dataDir });
    if (await isDatabaseEmpty(database.db)) {
      console.log(`seeding a demo of ${INTERVIEWS.toLocaleString('en')} interviews`);
      await seedDemo(database.db, { interviews: INTERVIEWS });
    }
    const config = { ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }), dataDir, port: 0 };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    const universe = await database.db
      .selectFrom('universes')
      .select('id')
      .where('name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const survey = (await services.catalog.survey(universe.id, 'cx'))!;
    const paths = dashboardPaths(survey);
    console.log(
      `soak: ${MINUTES} min, ${CLIENTS} clients, ${paths.length.toLocaleString('en')} distinct calls, ${database.kind}`,
    );

    const windows: Window[] = [];
    let current: CallSample[] = [];
    const began = performance.now();
    const record = async () => {
      const samples = current;
      current = [];
      const times = samples.map((s) => s.ms).sort((a, b) => a - b);
      const failed = samples.filter((s) => s.status !== 200);
      const errorStatuses: Record<string, number> = {};
      for (const s of failed) errorStatuses[s.status] = (errorStatuses[s.status] ?? 0) + 1;
      const [duck] = await readModelDuck(services.analytics).rows(
        'SELECT sum(memory_usage_bytes)::BIGINT AS b FROM duckdb_memory()',
      );
      const memory = process.memoryUsage();
      const window: Window = {
        seconds: Math.round((performance.now() - began) / 1000),
        calls: samples.length,
        errors: failed.length,
        errorStatuses,
        p50: round(percentile(times, 50), 1),
        p95: round(percentile(times, 95), 1),
        max: round(times.at(-1) ?? Number.NaN, 1),
        rssMb: round(memory.rss / 1024 / 1024, 1),
        heapUsedMb: round(memory.heapUsed / 1024 / 1024, 1),
        duckdbMb: round(Number(duck.b) / 1024 / 1024, 1),
      };
      windows.push(window);
      console.log(
        `  ${String(window.seconds).padStart(5)} s  ${String(window.calls).padStart(6)} calls  ${window.errors} errors  p95 ${window.p95} ms  RSS ${window.rssMb} MB  heap ${window.heapUsedMb} MB  DuckDB ${window.duckdbMb} MB`,
      );
    };
    const clients = await startClients(
      { base, cookie, paths, clients: CLIENTS, intervalMs: INTERVAL_MS },
      (samples) => {
        for (const s of samples) current.push(s);
      },
    );
    const deadline = began + MINUTES * 60_000;
    while (performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, Math.min(RECORD_EVERY_MS, deadline - performance.now())));
      await record();
    }
    await clients.stop();
    if (current.length > 0) await record();

    const warmup = windows.find((w) => w.seconds >= WARMUP_SECONDS) ?? windows[0];
    const end = windows.at(-1)!;
    const calls = windows.reduce((n, w) => n + w.calls, 0);
    const errors = windows.reduce((n, w) => n + w.errors, 0);
    const summary = {
      calls,
      errors,
      requestsPerSecond: round(calls / Math.max(1, end.seconds), 0),
      rssWarmupMb: warmup.rssMb,
      rssEndMb: end.rssMb,
      rssMaxMb: Math.max(...windows.map((w) => w.rssMb)),
      rssGrowthMb: round(end.rssMb - warmup.rssMb, 1),
      heapWarmupMb: warmup.heapUsedMb,
      heapEndMb: end.heapUsedMb,
      duckdbEndMb: end.duckdbMb,
    };
    writeFileSync(
      RESULT_FILE,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: `${cpus().length} cores`,
          database: database.kind,
          minutes: MINUTES,
          clients: CLIENTS,
          intervalMs: INTERVAL_MS,
          distinctCalls: paths.length,
          warmupSeconds: warmup.seconds,
          summary,
          windows,
        },
        null,
        2,
      )}\n`,
    );
    console.log(
      `\n${calls.toLocaleString('en')} calls (${summary.requestsPerSecond}/s), ${errors} errors; RSS ${summary.rssWarmupMb} MB after ${warmup.seconds} s, ${summary.rssEndMb} MB at the end (max ${summary.rssMaxMb} MB); heap ${summary.heapWarmupMb} -> ${summary.heapEndMb} MB`,
    );
    console.log(`Results written to ${RESULT_FILE}`);
    await app.close();
    await database.close();
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
