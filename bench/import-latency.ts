/**
 * npm run bench:import [-- --rows 150000 --interviews 5000 --clients 4 --interval 50]
 *
 * Other users' latency while an administrator imports a large CSV file, on the embedded
 * database (PGlite in a temporary data folder, as `npm start` runs it). Seeds a small
 * demo, starts the app, generates a valid file of `--rows` interviews for the demo survey,
 * signs in as admin and uploads it; while the import task runs, `--clients` clients (in a
 * child process) call /api/health and the dashboard's KPI call every `--interval` ms.
 * Prints and writes p50/p95/p99/max of their latencies, the phases of the import and the
 * server's event-loop delay to bench/results/import-latency.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { Random } from '../apps/server/src/lib/random.ts';
import type { LiveEvent } from '../apps/server/src/live/live-events.ts';
import type { SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { overviewCalls, startBenchServer, uploadImport } from './bench-server.ts';
import { startClients } from './client-process.ts';
import type { CallSample } from './latency-clients.ts';
import { latencyStats, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ROWS = option('rows', 150_000);
const INTERVIEWS = option('interviews', 5000);
const CLIENTS = option('clients', 4);
const INTERVAL_MS = option('interval', 50);
const RESULT_FILE = 'bench/results/import-latency.json';

/** A valid import file for the demo survey: every column of its template, stores of the demo. */
function importCsv(survey: SurveyModel, rows: number, today: Date): string {
  const random = new Random(7);
  const stores = [...survey.organisation.unitsById.values()].filter((u) => u.children.length === 0);
  const comments = ['Friendly staff', 'Queue was long; two tills open', 'Nothing to add', 'Great "deals"'];
  const lines = [
    'externalId,unit,date,nps,sat_overall,sat_staff,sat_speed,sat_range,sat_price,channel,visit,comment',
  ];
  const day = 86_400_000;
  for (let i = 0; i < rows; i++) {
    const date = new Date(today.getTime() - random.int(0, 365) * day).toISOString().slice(0, 10);
    const sat = () => String(random.int(1, 5));
    const comment = random.next() < 0.3 ? `"${random.pick(comments).replaceAll('"', '""')}"` : '';
    lines.push(
      [
        `import-${i}`,
        random.pick(stores).extName,
        date,
        random.int(0, 10),
        sat(),
        sat(),
        sat(),
        sat(),
        sat(),
        random.pick(['store', 'web', 'phone']),
        random.pick(['first', 'repeat']),
        comment,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-import-bench-'));
  const now = new Date();
  try {
    const database = await openDatabase({ dataDir });
    console.log(`seeding a demo of ${INTERVIEWS.toLocaleString('en')} interviews (PGlite in ${dataDir})`);
    await seedDemo(database.db, { interviews: INTERVIEWS, now });
    const config = { ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }), dataDir, port: 0 };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    const { survey, paths } = await overviewCalls(database, services, now);
    for (const path of [...paths, ...paths]) {
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    }

    const csv = importCsv(survey, ROWS, now);
    console.log(`import file: ${ROWS.toLocaleString('en')} rows, ${round(csv.length / 1024 / 1024, 1)} MB`);

    const events: Array<{ at: number; event: Extract<LiveEvent, { type: 'task' }> }> = [];
    const began = performance.now();
    const elapsed = () => performance.now() - began;
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    services.live.subscribe((event) => {
      if (event.type !== 'task') return;
      events.push({ at: elapsed(), event });
      if (event.state === 'done' || event.state === 'failed' || event.state === 'cancelled') settle();
    });

    const samples: CallSample[] = [];
    const clients = await startClients(
      { base, cookie, paths, clients: CLIENTS, intervalMs: INTERVAL_MS },
      (s) => samples.push(...s),
    );
    // The clients' clock starts when they do: a second of calls before the upload is the baseline.
    const clientsStarted = elapsed();
    await new Promise((r) => setTimeout(r, 1000));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const uploadStart = elapsed();
    const taskId = await uploadImport(base, cookie, csv, 'import.csv');
    const uploaded = elapsed();
    console.log(`uploaded in ${round((uploaded - uploadStart) / 1000, 1)} s; task ${taskId} running`);
    await settled;
    const finished = elapsed();
    loop.disable();
    await clients.stop();

    const mine = events.filter((e) => e.event.taskId === taskId);
    const last = mine.at(-1)!.event;
    if (last.state !== 'done') throw new Error(`the import ended ${last.state}`);
    // The file is checked before the first progress with a total; writing starts there.
    const checked = mine.find((e) => e.event.total > 0)?.at ?? Number.NaN;
    const during = samples.filter(
      (s) => s.at + clientsStarted >= uploadStart && s.at + clientsStarted <= finished,
    );
    const before = samples.filter((s) => s.at + clientsStarted < uploadStart);
    const perSecond = new Map<number, number>();
    for (const s of during) {
      const second = Math.floor((s.at + clientsStarted - uploadStart) / 1000);
      perSecond.set(second, Math.max(perSecond.get(second) ?? 0, round(s.ms, 0)));
    }
    const result = {
      date: new Date().toISOString(),
      machine: `${(await import('node:os')).cpus().length} cores`,
      database: 'pglite (data folder)',
      demoInterviews: INTERVIEWS,
      rows: ROWS,
      fileMb: round(csv.length / 1024 / 1024, 1),
      clients: CLIENTS,
      intervalMs: INTERVAL_MS,
      paths,
      import: {
        seconds: round((finished - uploadStart) / 1000, 1),
        uploadSeconds: round((uploaded - uploadStart) / 1000, 1),
        checkSeconds: round((checked - uploaded) / 1000, 1),
        writeSeconds: round((finished - checked) / 1000, 1),
        result: last,
      },
      latencyMs: {
        all: latencyStats(during),
        health: latencyStats(during.filter((s) => s.path === paths[0])),
        kpi: latencyStats(during.filter((s) => s.path === paths[1])),
        beforeImport: latencyStats(before),
      },
      eventLoopDelayMs: {
        p99: round(loop.percentile(99) / 1e6, 1),
        max: round(loop.max / 1e6, 1),
      },
      /** the slowest call started in each second after the upload began */
      slowestPerSecondMs: [...perSecond.entries()].sort((a, b) => a[0] - b[0]).map(([, ms]) => ms),
    };
    writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    const line = (name: string, s: ReturnType<typeof latencyStats>) =>
      `  ${name.padEnd(8)} ${String(s.calls).padStart(6)} calls, ${s.errors} errors  p50 ${s.p50}  p95 ${s.p95}  p99 ${s.p99}  max ${s.max} ms`;
    console.log(
      `import of ${ROWS.toLocaleString('en')} rows: ${result.import.seconds} s (upload ${result.import.uploadSeconds} s, check ${result.import.checkSeconds} s, write ${result.import.writeSeconds} s)`,
    );
    console.log('latency during the import:');
    console.log(line('all', result.latencyMs.all));
    console.log(line('health', result.latencyMs.health));
    console.log(line('kpi', result.latencyMs.kpi));
    console.log(line('before', result.latencyMs.beforeImport));
    console.log(
      `event-loop delay: p99 ${result.eventLoopDelayMs.p99} ms, max ${result.eventLoopDelayMs.max} ms`,
    );
    console.log(`Results written to ${RESULT_FILE}`);
    await app.close();
    await database.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
