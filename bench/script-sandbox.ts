/**
 * npm run bench:scripts [-- --seconds 10 --clients 4 --interval 50 --batch 1000]
 *
 * What scripts cost and whom they hold up, on the embedded database (PGlite in a temporary
 * data folder, as `npm start` runs it):
 * 1. other users' latency (4 clients calling /api/health and the overview's KPI tiles every
 *    50 ms, in a child process) for `--seconds` with nothing else running, then for as long
 *    while interviews keep arriving through the ingestion API and a survey script that
 *    loops forever runs on each of them (stopped by its 1 s limit every time);
 * 2. the throughput of a computed variable: `--batch` interviews through the ingestion API
 *    without a script and with a script computing a segment, timed in alternation.
 * Writes bench/results/script-sandbox.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { startBenchServer } from './bench-server.ts';
import { benchCalls, benchIds } from './calls.ts';
import { startClients } from './client-process.ts';
import type { CallSample } from './latency-clients.ts';
import { latencyStats, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const SECONDS = option('seconds', 10);
const CLIENTS = option('clients', 4);
const INTERVAL_MS = option('interval', 50);
const BATCH = option('batch', 1000);
const RESULT_FILE = 'bench/results/script-sandbox.json';
const CSRF = { 'x-requested-with': 'opinio', 'content-type': 'application/json' };

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-script-bench-'));
  const now = new Date();
  try {
    const database = await openDatabase({ dataDir });
    await seedDemo(database.db, { interviews: 5000, now });
    const config = { ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }), dataDir, port: 0 };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    const call = async (method: string, path: string, body: unknown, as = cookie) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { cookie: as, ...CSRF },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const login = await fetch(`${base}/api/vuejs/auth/login`, {
      method: 'POST',
      headers: CSRF,
      body: JSON.stringify({ username: 'root', password: 'demo', universe: 'demo' }),
    });
    const root = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const universe = await database.db
      .selectFrom('universes')
      .select('id')
      .where('name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const survey = (await services.catalog.survey(universe.id, 'cx'))!;
    const admin = `/api/vuejs/surveys`;
    const key = (await call('GET', `${admin}/apikey/create/cx?purpose=ingest&name=bench`, undefined)) as {
      token: string;
    };
    await call(
      'POST',
      `${admin}/metaproperty/cx/${survey.id}`,
      {
        extName: 'segment',
        title: 'Segment',
        type: 'choice',
        source: 'computed',
        options: [
          { value: 1, extName: 'fan', title: 'Fan' },
          { value: 2, extName: 'other', title: 'Other' },
        ],
      },
      root,
    );
    let saved = { id: 0, version: 0 };
    /** Saves the script's next version (the first save creates it). */
    const script = async (source: string, enabled = true) => {
      saved = (await call(
        'POST',
        `${admin}/scripts/cx/${survey.id}`,
        {
          ...(saved.id ? { id: saved.id } : {}),
          scope: 'survey',
          name: 'segment',
          purpose: 'variable',
          target: 'segment',
          enabled,
          source,
          baseVersion: saved.version,
        },
        root,
      )) as { id: number; version: number };
    };
    const stores = [...survey.organisation.unitsById.values()].filter((u) => u.children.length === 0);
    let n = 0;
    const interviews = (count: number) =>
      Array.from({ length: count }, () => {
        n++;
        return {
          externalId: `bench-${n}`,
          unit: stores[n % stores.length].extName,
          date: now.toISOString(),
          answers: { nps: n % 11, sat_overall: 1 + (n % 5), channel: 'web' },
        };
      });
    const ingest = async (count: number) => {
      const began = performance.now();
      const response = await fetch(`${base}/api/v1/surveys/cx/interviews`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ interviews: interviews(count) }),
      });
      if (response.status !== 200) throw new Error(`ingest: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { scriptFailures?: unknown[] };
      return { ms: performance.now() - began, failures: body.scriptFailures?.length ?? 0 };
    };

    // 2. Throughput: batches without and with the segment script, in alternation.
    const SEGMENT =
      'function compute(i) { return i.answers.nps >= 9 && i.answers.sat_overall >= 4 ? "fan" : "other"; }';
    const plain: number[] = [];
    const scripted: number[] = [];
    for (let round = 0; round < 3; round++) {
      await script(SEGMENT, false);
      plain.push((await ingest(BATCH)).ms);
      await script(SEGMENT, true);
      scripted.push((await ingest(BATCH)).ms);
    }

    // 1. Latency while a looping script runs on every new interview.
    await script('function compute(i) { while (true) {} }');
    const kpi = benchCalls(benchIds(survey), { scope: 'root', filter: 'time' }, now).find(
      (c) => c.name === 'kpi',
    )!.api;
    const paths = ['/api/health', kpi];
    const samples: CallSample[] = [];
    const began = performance.now();
    const clients = await startClients(
      { base, cookie, paths, clients: CLIENTS, intervalMs: INTERVAL_MS },
      (s) => samples.push(...s),
    );
    const clientsStarted = performance.now() - began;
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const loopStart = performance.now() - began;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let stopped = 0;
    while (performance.now() - began - loopStart < SECONDS * 1000) stopped += (await ingest(1)).failures;
    const loopEnd = performance.now() - began;
    loop.disable();
    await clients.stop();
    const at = (s: CallSample) => s.at + clientsStarted;
    const before = samples.filter((s) => at(s) < loopStart);
    const during = samples.filter((s) => at(s) >= loopStart && at(s) <= loopEnd);

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const result = {
      date: new Date().toISOString(),
      machine: `${(await import('node:os')).cpus().length} cores`,
      database: 'pglite (data folder)',
      clients: CLIENTS,
      intervalMs: INTERVAL_MS,
      paths,
      loopingScript: {
        seconds: SECONDS,
        ingestCallsStopped: stopped,
        latencyBeforeMs: latencyStats(before),
        latencyDuringMs: latencyStats(during),
        eventLoopDelayMs: { p99: round(loop.percentile(99) / 1e6, 1), max: round(loop.max / 1e6, 1) },
      },
      computedVariable: {
        batch: BATCH,
        withoutScriptMs: round(median(plain), 0),
        withScriptMs: round(median(scripted), 0),
        scriptMsPerInterview: round((median(scripted) - median(plain)) / BATCH, 3),
      },
    };
    writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    const line = (name: string, s: ReturnType<typeof latencyStats>) =>
      `  ${name.padEnd(8)} ${String(s.calls).padStart(6)} calls, ${s.errors} errors  p50 ${s.p50}  p95 ${s.p95}  p99 ${s.p99}  max ${s.max} ms`;
    console.log(`other users' calls, ${SECONDS} s each:`);
    console.log(line('before', result.loopingScript.latencyBeforeMs));
    console.log(line('during', result.loopingScript.latencyDuringMs));
    console.log(
      `  ${stopped} looping runs stopped; event loop p99 ${result.loopingScript.eventLoopDelayMs.p99} ms`,
    );
    console.log(
      `${BATCH} interviews: ${result.computedVariable.withoutScriptMs} ms without a script, ${result.computedVariable.withScriptMs} ms with (${result.computedVariable.scriptMsPerInterview} ms an interview)`,
    );
    console.log(`Results written to ${RESULT_FILE}`);
    await app.close();
    await database.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
