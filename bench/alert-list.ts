/**
 * npm run bench:alert-list [-- --alerts 80000 --interviews 200000 --clients 32 --seconds 20 --warmup 5 --stores pglite,postgres,clickhouse]
 *
 * The alert list of a large programme under load, on every store: the embedded database
 * (PGlite, as `npm start` runs it: its statistics kept by the server, db/planner-statistics.ts),
 * PostgreSQL (a throwaway server, analyzed as autovacuum has it), and ClickHouse (chDB in this process) beside that
 * PostgreSQL. Seeds the demo (`--interviews`, and its second universe), opens `--alerts`
 * alerts in its universe directly in the database (three rules: NPS 0-6, speed of service
 * 1-2, price 1-2; spread over every store, over the interviews' dates, in every state by their
 * age, most assigned to the store's manager), starts the app, and has `--clients` clients (in
 * child processes: the administrator, the North's regional manager and a store manager, a
 * third each) ask what the alert list screen asks, one call after another without a pause:
 * the first page with the survey's start filter, the open ones (the bell's link), one state,
 * a unit below the home node, the next page by cursor, the list without a filter, and the
 * bell's count. The calls started in the `--seconds` after a `--warmup` with every client
 * running are measured. Prints and writes p50/p95/p99/max, timeouts (no answer within 30 s),
 * the server process's processor time per call and the load average, per store, role and
 * call, to bench/results/alert-list.json (decision 068).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { managerOf } from '../apps/server/src/alerts/alert-assignee.ts';
import { universeMembers } from '../apps/server/src/alerts/alert-repository.ts';
import { ClickHouseEngine } from '../apps/server/src/analytics/clickhouse/clickhouse-engine.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { Random } from '../apps/server/src/lib/random.ts';
import { SurveyCatalog } from '../apps/server/src/surveys/survey-catalog.ts';
import { ancestors, type SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { createDatabase, startPostgres } from '../scripts/pg-cluster.ts';
import { loadCountWaiting, startBenchServer } from './bench-server.ts';
import { startClients } from './client-process.ts';
import type { CallSample } from './latency-clients.ts';
import { latencyStats, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ALERTS = option('alerts', 80_000);
const INTERVIEWS = option('interviews', 200_000);
const CLIENTS = option('clients', 32);
const SECONDS = option('seconds', 20);
const WARMUP_SECONDS = option('warmup', 5);
const STORES = (args.includes('--stores') ? args[args.indexOf('--stores') + 1] : 'pglite,postgres,clickhouse')
  .split(',')
  .filter((s): s is Store => ['pglite', 'postgres', 'clickhouse'].includes(s));
const RESULT_FILE = 'bench/results/alert-list.json';
/** A call not answered within this long counts as timed out (a browser gives up about then). */
const TIMEOUT_MS = 30_000;
const DAY_MS = 86_400_000;
/** The demo survey's start filter: the last 90 days. */
const START_FILTER = 'ftime=rdays:-90:0';

type Store = 'pglite' | 'postgres' | 'clickhouse';

/** The alert rules of the seeded universe: the demo's "NPS 0-6" and two more. */
const RULES = [
  { question: 'nps', max: 6, name: { en: 'NPS 0-6', fi: 'NPS 0–6', sv: 'NPS 0–6' } },
  { question: 'sat_speed', max: 2, name: { en: 'Slow service', fi: 'Hidas palvelu', sv: 'Långsam service' } },
  { question: 'sat_price', max: 2, name: { en: 'Price 1-2', fi: 'Hinta 1–2', sv: 'Pris 1–2' } },
];
const RESOLUTIONS = ['Called the customer and apologised', 'Gift card sent', 'Discussed with the team'];

/**
 * The state of an alert opened `ageDays` ago: the last days' mostly open, older ones mostly
 * done, and a backlog of old ones nobody closed.
 */
function stateFor(random: Random, ageDays: number) {
  const r = random.next();
  if (ageDays < 3) return r < 0.7 ? 'new' : 'in_progress';
  if (ageDays < 14) return r < 0.3 ? 'new' : r < 0.65 ? 'in_progress' : r < 0.95 ? 'solved' : 'closed';
  return r < 0.04 ? 'new' : r < 0.08 ? 'in_progress' : r < 0.85 ? 'solved' : 'closed';
}

/**
 * Replaces the demo's alerts with `ALERTS` alerts of the newest interviews that break one of
 * the rules (oldest first, so ids grow with time, as alerts opened by new interviews do).
 */
async function seedAlerts(db: Kysely<DB>, now: Date): Promise<SurveyModel> {
  const demo = await db
    .selectFrom('universes')
    .select('id')
    .where('name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const survey = (await new SurveyCatalog(db).survey(demo.id, 'cx'))!;
  await db.deleteFrom('alerts').where('universe_id', '=', demo.id).execute();
  await db.deleteFrom('alert_rules').where('universe_id', '=', demo.id).execute();
  const rules = await db
    .insertInto('alert_rules')
    .values(
      RULES.map((r) => ({
        universe_id: demo.id,
        survey_id: survey.id,
        name: JSON.stringify(r.name),
        condition: JSON.stringify({ question: r.question, op: '<=', value: r.max }),
        due_hours: 72,
      })),
    )
    .returning('id')
    .execute();
  const candidates = (
    await Promise.all(
      RULES.map(async (rule, i) => {
        const question = survey.questionsByExtName.get(rule.question)!;
        const rows = await db
          .selectFrom('interviews as i')
          .innerJoin('answers as a', 'a.interview_id', 'i.id')
          .select(['i.id', 'i.unit_id', 'i.interview_date', 'a.value'])
          .where('i.survey_id', '=', survey.id)
          .where('a.question_id', '=', question.id)
          .where('a.value', '<=', rule.max)
          .orderBy('i.interview_date', 'desc')
          .limit(ALERTS)
          .execute();
        return rows.map((r) => ({ ...r, rule: i, date: new Date(r.interview_date) }));
      }),
    )
  ).flat();
  candidates.sort((a, b) => b.date.getTime() - a.date.getTime() || Number(b.id) - Number(a.id));
  if (candidates.length < ALERTS)
    throw new Error(`only ${candidates.length} interviews break a rule: seed more --interviews`);
  const chosen = candidates.slice(0, ALERTS).reverse();
  const members = await universeMembers(db, demo.id);
  const managers = new Map<number, number | null>();
  for (const unit of survey.organisation.unitsById.values()) managers.set(unit.id, managerOf(unit, members));
  const staff = members.filter((m) => m.scopeUnit !== null).map((m) => m.userId);
  const random = new Random(17);
  for (let at = 0; at < chosen.length; at += 1000) {
    await db
      .insertInto('alerts')
      .values(
        chosen.slice(at, at + 1000).map((c) => {
          const rule = RULES[c.rule];
          const created = new Date(c.date.getTime() + random.int(0, 3600) * 1000);
          const state = stateFor(random, (now.getTime() - created.getTime()) / DAY_MS);
          const done = state === 'solved' || state === 'closed';
          const r = random.next();
          return {
            universe_id: demo.id,
            survey_id: survey.id,
            interview_id: c.id,
            unit_id: c.unit_id,
            rule_id: rules[c.rule].id,
            title: JSON.stringify(rule.name),
            description: JSON.stringify({ en: `${rule.question}: ${c.value}` }),
            state,
            assignee_user_id:
              r < 0.85 ? (managers.get(c.unit_id) ?? null) : r < 0.95 ? random.pick(staff) : null,
            due_at: new Date(created.getTime() + 3 * DAY_MS),
            resolution: done ? random.pick(RESOLUTIONS) : null,
            created_at: created,
            updated_at: done ? new Date(created.getTime() + random.int(1, 10) * DAY_MS) : created,
          };
        }),
      )
      .execute();
  }
  return survey;
}

/** The session cookie of a demo user (password "demo"). */
async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/vuejs/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'opinio' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (response.status !== 200) throw new Error(`${username}: sign-in failed: ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

interface Role {
  name: string;
  username: string;
  /** The role's home node and a unit below it (the drill), as drill paths. */
  home: string;
  below: string;
}

const drillOf = (survey: SurveyModel, extName: string) =>
  ['org', ...ancestors(survey.organisation.unitsByExtName.get(extName)!).map((u) => u.extName)].join(',');

/** The roles the clients sign in as: the administrator, the North's regional manager, a store manager. */
function roles(survey: SurveyModel): Role[] {
  const north = survey.organisation.unitsByExtName.get('north')!;
  return [
    { name: 'administrator', username: 'admin', home: 'org,all', below: drillOf(survey, 'south') },
    {
      name: 'regional manager',
      username: 'regional',
      home: drillOf(survey, 'north'),
      below: drillOf(survey, north.children[0].extName),
    },
    {
      name: 'store manager',
      username: 'store',
      home: drillOf(survey, 's001'),
      below: drillOf(survey, 's001'),
    },
  ];
}

/** What the alert list screen asks for a role, in the order a user goes through it. */
async function screenCalls(base: string, cookie: string, role: Role): Promise<Record<string, string>> {
  const list = (drill: string, query = '') =>
    `/api/vuejs/alerts/cx/${encodeURIComponent(drill)}?limit=25${query}`;
  const first = list(`${role.home};${START_FILTER}`);
  const response = await fetch(`${base}${first}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${role.name}: ${response.status} ${await response.text()}`);
  const { nextCursor } = (await response.json()) as { nextCursor: string | null };
  return {
    'first page': first,
    'open (the bell)': list(`${role.home};${START_FILTER}`, '&state=open'),
    'state new': list(`${role.home};${START_FILTER}`, '&state=new'),
    'a unit below': list(`${role.below};${START_FILTER}`),
    'next page (cursor)': nextCursor ? list(`${role.home};${START_FILTER}`, `&cursor=${nextCursor}`) : first,
    'without a filter': list(role.home),
    'the bell': '/api/vuejs/alerts/count/cx',
  };
}

interface StoreResult {
  calls: number;
  errors: number;
  timeouts: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The server process's processor time per call in the window (user and system). */
  serverCpuMsPerCall: number;
  /** The machine's load average at the window's end (other work on it slows every figure). */
  loadAverage: number[];
  byRole: Record<string, ReturnType<typeof latencyStats>>;
  byCall: Record<string, ReturnType<typeof latencyStats>>;
}

/** The clients against a started app: a third of them for each role. */
async function measure(base: string, adminCookie: string, survey: SurveyModel): Promise<StoreResult> {
  const all: Array<CallSample & { role: string; call: string }> = [];
  const names = new Map<string, string>();
  const plans = await Promise.all(
    roles(survey).map(async (role) => {
      const cookie = role.username === 'admin' ? adminCookie : await signIn(base, role.username);
      const calls = await screenCalls(base, cookie, role);
      for (const [name, path] of Object.entries(calls)) names.set(`${role.name} ${path}`, name);
      return { role, cookie, paths: Object.values(calls) };
    }),
  );
  // one warm-up pass of every call, as a screen opened before
  for (const plan of plans)
    for (const path of plan.paths) await fetch(`${base}${path}`, { headers: { cookie: plan.cookie } });
  // when each process's clients started, and so when each call started on one clock
  const startedAt: number[] = [];
  const clients = await Promise.all(
    plans.map(async (plan, i) => {
      const running = await startClients(
        {
          base,
          cookie: plan.cookie,
          paths: plan.paths,
          clients: Math.floor(CLIENTS / plans.length) + (i < CLIENTS % plans.length ? 1 : 0),
          intervalMs: 0,
        },
        (batch) => {
          for (const s of batch)
            all.push({
              ...s,
              at: startedAt[i] + s.at,
              role: plan.role.name,
              call: names.get(`${plan.role.name} ${s.path}`)!,
            });
        },
      );
      startedAt[i] = performance.now();
      return running;
    }),
  );
  // measured: the calls started in the `SECONDS` after a warm-up with every client running
  const from = Math.max(...startedAt) + WARMUP_SECONDS * 1000;
  const to = from + SECONDS * 1000;
  await new Promise((r) => setTimeout(r, from - performance.now()));
  // the server's processor time in the window (this process: the app, PGlite, DuckDB, chDB)
  const cpu = process.cpuUsage();
  await new Promise((r) => setTimeout(r, to - performance.now()));
  const { user, system } = process.cpuUsage(cpu);
  const loadAverage = loadavg().map((v) => round(v, 1));
  await Promise.all(clients.map((c) => c.stop()));
  const samples = all.filter((s) => s.at >= from && s.at < to);
  const group = (key: (s: (typeof samples)[number]) => string) => {
    const groups: Record<string, typeof samples> = {};
    for (const s of samples) {
      groups[key(s)] ??= [];
      groups[key(s)].push(s);
    }
    return Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, latencyStats(v)]));
  };
  return {
    ...latencyStats(samples),
    timeouts: samples.filter((s) => s.ms >= TIMEOUT_MS).length,
    serverCpuMsPerCall: round((user + system) / 1000 / samples.length, 1),
    loadAverage,
    byRole: group((s) => s.role),
    byCall: group((s) => s.call),
  };
}

async function runOn(
  store: Store,
  database: Database,
  dataDir: string,
  survey: SurveyModel,
): Promise<StoreResult> {
  const chdbDir = store === 'clickhouse' ? mkdtempSync(join(tmpdir(), 'opinio-bench-chdb-')) : null;
  const chdb = chdbDir ? await ClickHouseEngine.inProcess(chdbDir) : null;
  const config = {
    ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }),
    analyticsEngine: chdb ? ('clickhouse' as const) : ('duckdb' as const),
    dataDir,
    port: 0,
  };
  const { app, services, base, cookie } = await startBenchServer(
    database,
    config,
    chdb ? { clickhouse: chdb } : {},
  );
  try {
    const built = performance.now();
    await loadCountWaiting(services.analytics, survey);
    // the comments' tags written back to the database, as long before on a server that has run
    await services.analytics.commentTagsStored(survey.id);
    console.log(`${store}: read model ready in ${round((performance.now() - built) / 1000, 1)} s`);
    const result = await measure(base, cookie, survey);
    console.log(
      `${store.padEnd(10)} ${result.calls} calls  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  max ${result.max} ms  timeouts ${result.timeouts}  errors ${result.errors}  server CPU ${result.serverCpuMsPerCall} ms/call  load ${result.loadAverage.join(' ')}`,
    );
    for (const [name, s] of Object.entries(result.byCall))
      console.log(
        `  ${name.padEnd(20)} ${String(s.calls).padStart(5)} calls  p50 ${s.p50}  p99 ${s.p99}  max ${s.max}`,
      );
    return result;
  } finally {
    await app.close();
    await chdb?.close();
    if (chdbDir) rmSync(chdbDir, { recursive: true, force: true });
  }
}

async function main() {
  const now = new Date();
  const results: Partial<Record<Store, StoreResult>> = {};
  const seed = async (database: Database) => {
    const started = performance.now();
    await seedDemo(database.db, { interviews: INTERVIEWS, now });
    const survey = await seedAlerts(database.db, now);
    console.log(`${database.kind}: seeded in ${round((performance.now() - started) / 1000, 1)} s`);
    return survey;
  };
  if (STORES.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'opinio-bench-alerts-'));
    try {
      const database = await openDatabase({ dataDir });
      const survey = await seed(database);
      results.pglite = await runOn('pglite', database, dataDir, survey);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (STORES.includes('postgres') || STORES.includes('clickhouse')) {
    const cluster = await startPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'opinio-bench-alerts-'));
    try {
      const url = await createDatabase(cluster.url, 'alert_list');
      const database = await openDatabase({ databaseUrl: url, dataDir: null });
      const survey = await seed(database);
      // fresh statistics, as autovacuum has them on a server that has run for a while (the
      // application's role may not analyze; PGlite keeps none, as `npm start` runs it)
      const owner = new pg.Client({ connectionString: url });
      await owner.connect();
      await owner.query('ANALYZE');
      await owner.end();
      for (const store of ['postgres', 'clickhouse'] as const)
        if (STORES.includes(store)) results[store] = await runOn(store, database, dataDir, survey);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await cluster.stop();
    }
  }
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify(
      {
        at: now.toISOString(),
        machine: `${cpus().length} cores`,
        loadAverage: loadavg().map((v) => round(v, 1)),
        alerts: ALERTS,
        interviews: INTERVIEWS,
        clients: CLIENTS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        timeoutMs: TIMEOUT_MS,
        stores: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written to ${RESULT_FILE}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
