/**
 * npm run bench:export [-- --interviews 1000000 --clients 4 --interval 100]
 *
 * The interviews report of a whole survey: how long it takes, the server's peak memory while
 * it runs, and other users' latency meanwhile. Seeds a demo of `--interviews` into PGlite in
 * a temporary data folder (as `npm start` runs it), starts the app, warms the read model,
 * then starts the interviews report of the whole organisation as the administrator while
 * `--clients` clients (a child process) call the dashboard's KPI tiles every `--interval`
 * ms. Writes bench/results/report-export.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { overviewCalls, startBenchServer } from './bench-server.ts';
import { startClients } from './client-process.ts';
import type { CallSample } from './latency-clients.ts';
import { latencyStats, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const INTERVIEWS = option('interviews', 1_000_000);
const CLIENTS = option('clients', 4);
const INTERVAL_MS = option('interval', 100);
const RESULT_FILE = 'bench/results/report-export.json';

const mb = (bytes: number) => round(bytes / 1024 / 1024, 0);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-export-bench-'));
  const now = new Date();
  try {
    const database = await openDatabase({ dataDir });
    console.log(`seeding a demo of ${INTERVIEWS.toLocaleString('en')} interviews (PGlite in ${dataDir})`);
    await seedDemo(database.db, { interviews: INTERVIEWS, now });
    const config = { ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }), dataDir, port: 0 };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    // the overview's KPI tiles: warmed before the report, then called while it runs
    const [, kpi] = (await overviewCalls(database, services, now)).paths;
    for (let i = 0; i < 3; i++) await fetch(`${base}${kpi}`, { headers: { cookie } });

    const samples: CallSample[] = [];
    const clients = await startClients(
      { base, cookie, paths: [kpi], clients: CLIENTS, intervalMs: INTERVAL_MS },
      (s) => samples.push(...s),
    );
    // The clients' clock starts when they do: two seconds of calls before the report are the baseline.
    const clientsStarted = performance.now();
    await new Promise((r) => setTimeout(r, 2000));
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const began = performance.now();
    const start = await fetch(
      `${base}/api/vuejs/reports/interviewsreport/cx/${encodeURIComponent('org,all')}`,
      {
        headers: { cookie, 'x-requested-with': 'opinio' },
      },
    );
    if (start.status !== 200) throw new Error(`start failed: ${start.status} ${await start.text()}`);
    const { reportUUID } = (await start.json()) as { reportUUID: string };
    let status: { status: string; size: number | null; error: string | null };
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await (
        await fetch(`${base}/api/vuejs/reports/status/cx/${reportUUID}`, { headers: { cookie } })
      ).json()) as typeof status;
      if (status.status === 'FINISHED' || status.status === 'FAILED') break;
    }
    const rendered = performance.now();
    if (status.status !== 'FINISHED') throw new Error(`the report failed: ${status.error}`);
    // The download, streamed from its chunks.
    const download = await fetch(`${base}/api/vuejs/reports/download/cx/${reportUUID}`, {
      headers: { cookie },
    });
    let downloaded = 0;
    for await (const chunk of download.body!) downloaded += (chunk as Uint8Array).byteLength;
    const done = performance.now();
    clearInterval(sampler);
    await clients.stop();

    const result = {
      date: new Date().toISOString(),
      machine: `${cpus().length} cores`,
      database: 'pglite (data folder)',
      interviews: INTERVIEWS,
      report: 'interviews (Excel), whole organisation',
      renderSeconds: round((rendered - began) / 1000, 1),
      downloadSeconds: round((done - rendered) / 1000, 1),
      fileMb: round(downloaded / 1024 / 1024, 1),
      rssMb: { before: mb(rssBefore), peak: mb(peak), growth: mb(peak - rssBefore) },
      otherUsersKpiMs: {
        before: latencyStats(samples.filter((s) => s.at + clientsStarted < began)),
        during: latencyStats(
          samples.filter((s) => s.at + clientsStarted >= began && s.at + clientsStarted <= rendered),
        ),
      },
    };
    writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    await app.close();
    await database.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
