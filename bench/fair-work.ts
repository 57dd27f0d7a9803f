/**
 * npm run bench:fair-work [-- --workbooks 20 --slow-ms 900 --interviews 10]
 *
 * Whom one busy tenant holds up (docs/decisions/033-fair-work-tasks.md), on the embedded
 * database (PGlite in a temporary data folder, as `npm start` runs it):
 * 1. reports: `admin` of demo queues `--workbooks` interview workbooks at once, then `multi`
 *    of acme asks for one report: how long acme's report waits until it is finished, and the
 *    queue position it was shown;
 * 2. scripts: a survey script of demo takes `--slow-ms` per interview (within its 1 s limit)
 *    while `--interviews` interviews are posted through the API; meanwhile acme's root runs a
 *    trivial script's test and demo's admin asks for the survey's KPI tiles: how long each waits.
 * Writes bench/results/fair-work.json (the key given by `--label`, default "after").
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { tasksDb } from '../apps/server/src/tasks/task-tables.ts';
import { callOver, signInOver, startBenchServer } from './bench-server.ts';
import { round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const WORKBOOKS = Number(option('workbooks', '20'));
const SLOW_MS = Number(option('slow-ms', '900'));
const INTERVIEWS = Number(option('interviews', '10'));
const LABEL = option('label', 'after');
const RESULT_FILE = 'bench/results/fair-work.json';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-fair-bench-'));
  const now = new Date();
  try {
    const database = await openDatabase({ dataDir });
    await seedDemo(database.db, { interviews: 20_000, now });
    // The one user's twenty workbooks are let in: the limit is part of the answer, not of the load.
    const config = {
      ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', REPORT_QUEUE_LIMIT: String(WORKBOOKS) }),
      dataDir,
      port: 0,
    };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    const login = (username: string, universe: string) => signInOver(base, username, universe);
    const call = (as: string, method: string, path: string, body?: unknown) =>
      callOver(base, as, method, path, body);
    const multi = await login('multi', 'acme');
    const rootDemo = await login('root', 'demo');
    const rootAcme = await login('root', 'acme');
    const acme = await database.db
      .selectFrom('universes')
      .select('id')
      .where('name', '=', 'acme')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('surveys')
      .set({ enable_indicators_report: true })
      .where('universe_id', '=', acme.id)
      .execute();
    services.catalog.invalidate(acme.id);

    // 1. Twenty workbooks, then another universe's report.
    for (let n = 0; n < WORKBOOKS; n++)
      await call(cookie, 'GET', `/api/vuejs/reports/interviewsreport/cx/${encodeURIComponent('org,all')}`);
    const asked = performance.now();
    const started = await call(
      multi,
      'GET',
      `/api/vuejs/reports/indicatorsreport/guest/${encodeURIComponent('org,all')}`,
    );
    for (;;) {
      const status = await call(multi, 'GET', `/api/vuejs/reports/status/guest/${started.reportUUID}`);
      if (status.status === 'FINISHED' || status.status === 'FAILED') break;
      await sleep(100);
    }
    const reportWaitMs = performance.now() - asked;
    const workbooksLeft = Number(
      (
        await tasksDb(database.db)
          .selectFrom('tasks')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('state', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow()
      ).n,
    );
    // The rest of the workbooks are not part of the figure.
    await tasksDb(database.db)
      .updateTable('tasks')
      .set({ state: 'cancelled' })
      .where('state', '=', 'queued')
      .execute();

    // 2. A slow script on demo's interviews; acme's test run and demo's KPI tiles meanwhile.
    const demo = await database.db
      .selectFrom('universes')
      .select('id')
      .where('name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const survey = (await services.catalog.survey(demo.id, 'cx'))!;
    const guest = (await services.catalog.survey(acme.id, 'guest'))!;
    const admin = '/api/vuejs/surveys';
    const key = (await call(cookie, 'GET', `${admin}/apikey/create/cx?purpose=ingest&name=bench`)) as {
      token: string;
    };
    await call(rootDemo, 'POST', `${admin}/metaproperty/cx/${survey.id}`, {
      extName: 'segment',
      title: 'Segment',
      type: 'choice',
      source: 'computed',
      options: [
        { value: 1, extName: 'fan', title: 'Fan' },
        { value: 2, extName: 'other', title: 'Other' },
      ],
    });
    await call(rootDemo, 'POST', `${admin}/scripts/cx/${survey.id}`, {
      scope: 'survey',
      name: 'segment',
      purpose: 'variable',
      target: 'segment',
      enabled: true,
      source: `function compute(i) { const end = Date.now() + ${SLOW_MS}; while (Date.now() < end) {} return 'fan'; }`,
      baseVersion: 0,
    });
    const stores = [...survey.organisation.unitsById.values()].filter((u) => u.children.length === 0);
    const interviews = Array.from({ length: INTERVIEWS }, (_, n) => ({
      externalId: `fair-${n}`,
      unit: stores[n % stores.length].extName,
      date: now.toISOString(),
      answers: { nps: n % 11, sat_overall: 1 + (n % 5), channel: 'web' },
    }));
    const guestInterview = await database.db
      .selectFrom('interviews')
      .select('id')
      .where('survey_id', '=', guest.id)
      .executeTakeFirstOrThrow();
    const timed = async (work: () => Promise<unknown>) => {
      const began = performance.now();
      await work();
      return round(performance.now() - began, 0);
    };
    const kpiPath = `/api/vuejs/analytics/kpis/cx/${encodeURIComponent('org,all')}`;
    // The read model has the survey's new variable before the measured call.
    const kpiIdleMs = await timed(() => call(cookie, 'GET', kpiPath));
    const posting = timed(() =>
      fetch(`${base}/api/v1/surveys/cx/interviews`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ interviews }),
      }).then((r) => r.json()),
    );
    await sleep(300);
    const testRun = timed(() =>
      call(rootAcme, 'POST', `${admin}/scripts/test/guest/${guest.id}`, {
        source: 'function compute(i) { return 1; }',
        purpose: 'variable',
        interviewId: Number(guestInterview.id),
      }),
    );
    const kpi = timed(() => call(cookie, 'GET', kpiPath));
    const [postMs, testRunMs, kpiMs] = await Promise.all([posting, testRun, kpi]);
    await app.close();
    await database.close();

    const results = existsSync(RESULT_FILE) ? JSON.parse(readFileSync(RESULT_FILE, 'utf8')) : {};
    results[LABEL] = {
      date: new Date().toISOString(),
      machine: `${(await import('node:os')).cpus().length} cores`,
      database: 'pglite (data folder), 20,000 interviews',
      reports: {
        workbooksQueuedFirst: WORKBOOKS,
        otherUniverseQueuePosition: started.queuePosition,
        otherUniverseWaitMs: round(reportWaitMs, 0),
        tasksStillQueuedWhenItFinished: workbooksLeft,
      },
      scripts: {
        slowMsPerInterview: SLOW_MS,
        interviewsPosted: INTERVIEWS,
        postMs,
        otherUniverseTestRunMs: testRunMs,
        sameSurveyKpiIdleMs: kpiIdleMs,
        sameSurveyKpiMs: kpiMs,
      },
    };
    writeFileSync(RESULT_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results[LABEL], null, 2));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
