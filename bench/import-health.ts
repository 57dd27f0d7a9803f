/**
 * npm run bench:import-health [-- --rows 10000 --batch 5000 --interviews 5000 --clients 2 --interval 50 --database pglite|postgres --label after]
 *
 * Whether other requests wait while interviews come in, both ways they come: on the embedded
 * database (PGlite in a temporary data folder, as `npm start` runs it) or a throwaway
 * PostgreSQL server (`--database postgres`). Seeds the demo (`--interviews`, and its second
 * universe), adds a survey `shop` to the demo universe (the cx template, with the demo's
 * "NPS 0-6" alert rule) and starts the app. Then `--rows` interviews go into `shop` and as
 * many into the second universe's `guest`, at once, first as two CSV files uploaded together
 * (the import task), then through the ingestion API as integrations send them: batches of
 * `--batch` rows, all posted in parallel. Meanwhile `--clients` clients (in a child process)
 * call `/api/health` and the KPI tiles of the demo's cx survey, which neither writes to,
 * every `--interval` ms. Last, a script of `shop` computing a variable takes `--script-ms` per
 * interview while two batches of `--script-rows` go into `shop` through the API, and the
 * clients ask for `shop`'s own KPI tiles: a call of the survey whose script runs should answer
 * from what is already written, not wait for the script. Writes p50/p95/p99/max per way, idle
 * beside them, and the server's event-loop delay to bench/results/import-health.json, under
 * `--label` and the database.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { Random } from '../apps/server/src/lib/random.ts';
import type { LiveEvent } from '../apps/server/src/live/live-events.ts';
import type { SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { createDatabase, startPostgres } from '../scripts/pg-cluster.ts';
import { callOver, overviewCalls, signInOver, startBenchServer } from './bench-server.ts';
import { startClients } from './client-process.ts';
import type { CallSample } from './latency-clients.ts';
import { latencyStats, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const ROWS = Number(option('rows', '10000'));
const BATCH = Number(option('batch', '5000'));
const INTERVIEWS = Number(option('interviews', '5000'));
const CLIENTS = Number(option('clients', '2'));
const INTERVAL_MS = Number(option('interval', '50'));
const DATABASE = option('database', 'pglite') as 'pglite' | 'postgres';
const SCRIPT_MS = Number(option('script-ms', '20'));
const SCRIPT_ROWS = Number(option('script-rows', '1000'));
const LABEL = option('label', 'after');
const RESULT_FILE = 'bench/results/import-health.json';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  externalId: string;
  unit: string;
  date: string;
  answers: Record<string, number | string>;
}

/** Valid interviews for the survey: every questionnaire question answered, stores of its organisation. */
function interviewsFor(survey: SurveyModel, prefix: string, count: number, now: Date): Row[] {
  const random = new Random(11);
  const stores = [...survey.organisation.unitsById.values()].filter((u) => u.children.length === 0);
  const questions = [...survey.questionsByExtName.values()].filter(
    (q) => (q.source ?? 'answer') === 'answer',
  );
  const comments = ['Friendly staff', 'Queue was long; two tills open', 'Nothing to add', 'Great "deals"'];
  return Array.from({ length: count }, (_, i) => {
    const answers: Record<string, number | string> = {};
    for (const q of questions) {
      if (q.type === 'text') {
        if (random.next() < 0.3) answers[q.extName] = random.pick(comments);
      } else if (q.type === 'choice') answers[q.extName] = random.pick(q.options).value;
      else answers[q.extName] = random.int(q.min ?? 0, q.max ?? 10);
    }
    const day = new Date(now.getTime() - random.int(0, 365) * 86_400_000);
    return {
      externalId: `${prefix}-${i}`,
      unit: random.pick(stores).extName,
      date: day.toISOString(),
      answers,
    };
  });
}

/** The rows as an import file: a header of the fixed columns and every question answered above. */
function csvOf(rows: Row[]): string {
  const questions = [...new Set(rows.flatMap((r) => Object.keys(r.answers)))];
  const cell = (v: string | number | undefined) =>
    v === undefined ? '' : typeof v === 'number' ? String(v) : `"${v.replaceAll('"', '""')}"`;
  const lines = [['externalId', 'unit', 'date', ...questions].join(',')];
  for (const r of rows)
    lines.push(
      [r.externalId, r.unit, r.date.slice(0, 10), ...questions.map((q) => cell(r.answers[q]))].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

type Stats = ReturnType<typeof latencyStats>;
interface Way {
  seconds: number;
  health: Stats;
  kpi: Stats;
  eventLoopDelayMs: { p99: number; max: number };
}

async function measure(database: Database, dataDir: string | null) {
  const now = new Date();
  console.log(`seeding a demo of ${INTERVIEWS.toLocaleString('en')} interviews (${DATABASE})`);
  await seedDemo(database.db, { interviews: INTERVIEWS, now });
  const config = { ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }), dataDir, port: 0 };
  const { app, services, base, cookie } = await startBenchServer(database, config);
  const login = (username: string, universe: string) => signInOver(base, username, universe);
  const call = (as: string, method: string, path: string, body?: unknown) =>
    callOver(base, as, method, path, body);
  const rootDemo = await login('root', 'demo');
  const rootAcme = await login('root', 'acme');
  await call(rootDemo, 'POST', '/api/vuejs/surveys/create/cx', {
    universe: 'demo',
    extName: 'shop',
    title: 'Shop',
    from: { kind: 'template', template: 'cx' },
  });
  await call(cookie, 'POST', '/api/vuejs/surveys/effectblocks/shop', {
    name: 'NPS 0-6',
    condition: { question: 'nps', op: '<=', value: 6 },
    dueHours: 72,
    notify: false,
    enabled: true,
  });
  const { paths } = await overviewCalls(database, services, now);
  const universeId = async (name: string) =>
    (
      await database.db
        .selectFrom('universes')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const targets = [
    { survey: (await services.catalog.survey(await universeId('demo'), 'shop'))!, cookie },
    { survey: (await services.catalog.survey(await universeId('acme'), 'guest'))!, cookie: rootAcme },
  ].map((t) => ({ ...t, extName: t.survey.extName }));
  const keys = await Promise.all(
    targets.map(
      async (t) =>
        (await call(t.cookie, 'GET', `/api/vuejs/surveys/apikey/create/${t.extName}?name=bench`))
          .token as string,
    ),
  );
  // The KPI tiles the clients ask for, answered once from a built read model before the clock starts.
  for (const path of [...paths, ...paths]) {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  const files = targets.map((t) => csvOf(interviewsFor(t.survey, 'file', ROWS, now)));
  // Bodies made before the clock starts: the bench's own JSON work is not the server's.
  const bodies = targets.flatMap((t, n) => {
    const rows = interviewsFor(t.survey, 'api', ROWS, now);
    const batches: Array<{ survey: string; key: string; body: string }> = [];
    for (let from = 0; from < rows.length; from += BATCH)
      batches.push({
        survey: t.extName,
        key: keys[n],
        body: JSON.stringify({ interviews: rows.slice(from, from + BATCH) }),
      });
    return batches;
  });

  const began = performance.now();
  const elapsed = () => performance.now() - began;
  const samples: CallSample[] = [];
  const clients = await startClients(
    { base, cookie, paths, clients: CLIENTS, intervalMs: INTERVAL_MS },
    (s) => samples.push(...s),
  );
  const clientsStarted = elapsed();
  const during = async (work: () => Promise<unknown>): Promise<Way> => {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const start = elapsed();
    await work();
    const end = elapsed();
    loop.disable();
    // the last calls in flight when the work ended are in the next second's batch of samples
    await sleep(1500);
    const mine = samples.filter((s) => s.at + clientsStarted >= start && s.at + clientsStarted <= end);
    return {
      seconds: round((end - start) / 1000, 1),
      health: latencyStats(mine.filter((s) => s.path === paths[0])),
      kpi: latencyStats(mine.filter((s) => s.path === paths[1])),
      eventLoopDelayMs: { p99: round(loop.percentile(99) / 1e6, 1), max: round(loop.max / 1e6, 1) },
    };
  };

  const idle = await during(() => sleep(3000));

  const tasks = new Map<number, Extract<LiveEvent, { type: 'task' }>>();
  let taskEnded = () => {};
  services.live.subscribe((event) => {
    if (event.type !== 'task' || !['done', 'failed', 'cancelled'].includes(event.state)) return;
    tasks.set(event.taskId, event);
    taskEnded();
  });
  const file = await during(async () => {
    const ids = await Promise.all(
      targets.map(async (t, n) => {
        const form = new FormData();
        form.append('file', new Blob([files[n]], { type: 'text/csv' }), `${t.extName}.csv`);
        const upload = await fetch(`${base}/api/vuejs/surveys/import/${t.extName}`, {
          method: 'POST',
          headers: { cookie: t.cookie, 'x-requested-with': 'opinio' },
          body: form,
        });
        if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
        return ((await upload.json()) as { taskId: number }).taskId;
      }),
    );
    while (!ids.every((id) => tasks.has(id)))
      await new Promise<void>((resolve) => {
        taskEnded = resolve;
      });
    for (const id of ids)
      if (tasks.get(id)?.state !== 'done') throw new Error(`import task ${id} ended ${tasks.get(id)?.state}`);
  });
  await sleep(2000);

  const api = await during(() =>
    Promise.all(
      bodies.map(({ survey, key, body }) =>
        fetch(`${base}/api/v1/surveys/${survey}/interviews`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body,
        }),
      ),
    ).then(async (responses) => {
      for (const response of responses)
        if (response.status !== 200)
          throw new Error(`ingestion: ${response.status} ${await response.text()}`);
    }),
  );
  await clients.stop();

  // A slow script of `shop`; its own KPI tiles meanwhile.
  const shop = targets[0].survey;
  await call(rootDemo, 'POST', `/api/vuejs/surveys/metaproperty/cx/${shop.id}`, {
    extName: 'segment',
    title: 'Segment',
    type: 'choice',
    source: 'computed',
    options: [
      { value: 1, extName: 'fan', title: 'Fan' },
      { value: 2, extName: 'other', title: 'Other' },
    ],
  });
  await call(rootDemo, 'POST', `/api/vuejs/surveys/scripts/cx/${shop.id}`, {
    scope: 'survey',
    name: 'segment',
    purpose: 'variable',
    target: 'segment',
    enabled: true,
    source: `function compute(i) { const end = Date.now() + ${SCRIPT_MS}; while (Date.now() < end) {} return 'fan'; }`,
    baseVersion: 0,
  });
  const shopPaths = [paths[0], paths[1].replace('/kpis/cx/', '/kpis/shop/')];
  // the survey's new column in its read model before the clock starts
  for (const path of [shopPaths[1], shopPaths[1]]) await call(cookie, 'GET', path);
  const scriptRows = interviewsFor(shop, 'script', 2 * SCRIPT_ROWS, now);
  const scriptBodies = [0, 1].map((n) =>
    JSON.stringify({ interviews: scriptRows.slice(n * SCRIPT_ROWS, (n + 1) * SCRIPT_ROWS) }),
  );
  const shopClients = await startClients(
    { base, cookie, paths: shopPaths, clients: CLIENTS, intervalMs: INTERVAL_MS },
    (s) => samples.push(...s.map((sample) => ({ ...sample, path: `script:${sample.path}` }))),
  );
  const shopStarted = elapsed();
  // the clients' first second, without the write, is left out as in the other ways
  await sleep(1000);
  const scriptStart = elapsed();
  const scriptLoop = monitorEventLoopDelay({ resolution: 10 });
  scriptLoop.enable();
  await Promise.all(
    scriptBodies.map(async (body) => {
      const response = await fetch(`${base}/api/v1/surveys/shop/interviews`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys[0]}`, 'content-type': 'application/json' },
        body,
      });
      if (response.status !== 200) throw new Error(`ingestion: ${response.status} ${await response.text()}`);
    }),
  );
  const scriptEnd = elapsed();
  scriptLoop.disable();
  await sleep(1500);
  await shopClients.stop();
  const scripted = samples.filter(
    (s) =>
      s.path.startsWith('script:') && s.at + shopStarted >= scriptStart && s.at + shopStarted <= scriptEnd,
  );
  const script: Way = {
    seconds: round((scriptEnd - scriptStart) / 1000, 1),
    health: latencyStats(scripted.filter((s) => s.path === `script:${shopPaths[0]}`)),
    kpi: latencyStats(scripted.filter((s) => s.path === `script:${shopPaths[1]}`)),
    eventLoopDelayMs: { p99: round(scriptLoop.percentile(99) / 1e6, 1), max: round(scriptLoop.max / 1e6, 1) },
  };
  await app.close();
  return { idle, file, api, script, paths, scriptPaths: shopPaths };
}

async function main() {
  let result: Awaited<ReturnType<typeof measure>>;
  const load = loadavg().map((v) => round(v, 1));
  if (DATABASE === 'postgres') {
    const cluster = await startPostgres();
    try {
      const database = await openDatabase({
        databaseUrl: await createDatabase(cluster.url, 'import_health'),
        dataDir: null,
      });
      result = await measure(database, null);
      await database.close();
    } finally {
      await cluster.stop();
    }
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'opinio-import-health-'));
    try {
      const database = await openDatabase({ dataDir });
      result = await measure(database, dataDir);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const results = existsSync(RESULT_FILE) ? JSON.parse(readFileSync(RESULT_FILE, 'utf8')) : {};
  results[LABEL] ??= {};
  results[LABEL][DATABASE] = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores`,
    loadAverage: load,
    demoInterviews: INTERVIEWS,
    rowsPerSurvey: ROWS,
    batchRows: BATCH,
    clients: CLIENTS,
    intervalMs: INTERVAL_MS,
    ...result,
  };
  writeFileSync(RESULT_FILE, `${JSON.stringify(results, null, 2)}\n`);
  const line = (name: string, s: Stats) =>
    `  ${name.padEnd(12)} ${String(s.calls).padStart(5)} calls, ${s.errors} errors  p50 ${s.p50}  p95 ${s.p95}  p99 ${s.p99}  max ${s.max} ms`;
  for (const [way, figures] of [
    ['idle', result.idle],
    ['file import', result.file],
    ['ingestion API', result.api],
    [`script ${SCRIPT_MS} ms/interview (shop's own KPI)`, result.script],
  ] as const) {
    console.log(
      `${way}: ${figures.seconds} s, event-loop delay p99 ${figures.eventLoopDelayMs.p99} max ${figures.eventLoopDelayMs.max} ms`,
    );
    console.log(line('health', figures.health));
    console.log(line('kpi', figures.kpi));
  }
  console.log(`Results written to ${RESULT_FILE} (${LABEL}, ${DATABASE})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
