/**
 * npm run build && npm run bench:lighthouse [-- --runs 3 --interviews 60000 --pages dashboard,sign-in,questionnaire --calibrated]
 *
 * Lighthouse's performance audit of three pages a person meets first: the dashboard overview
 * signed in as `admin`, the sign-in page (signed out) and the respondent's questionnaire
 * opened from an invitation link. Each page with the mobile preset (a mid-range phone: 4x
 * CPU slowdown, slow 4G, simulated) `--runs` times and the desktop preset once, in Debian's
 * Chromium (`/usr/bin/chromium`, or CHROME_PATH) started by chrome-launcher, each run with an
 * empty cache. Builds nothing: the built app in apps/web/dist is what is measured. Seeds the
 * demo on the embedded database as bench/delivery.ts does, and starts the server on a
 * loopback port.
 *
 * Writes each page's medians (performance score, FCP, LCP, total blocking time, CLS, long
 * tasks over 200 ms, unused JavaScript) and every run to bench/results/lighthouse.json, with
 * the machine's load average: Lighthouse's blocking times grow with a busy machine (its CPU
 * slowdown multiplies what the machine gives), the long tasks themselves are the app's.
 * Lighthouse's long-tasks audit lists the 20 longest tasks: a count of 20 means "20 or more".
 * The first run (a warm-up, not counted) gives Lighthouse's benchmark index of the machine,
 * written with the results; `--calibrated` adds mobile runs at the slowdown it calls for.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { sql } from 'kysely';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { startPathFor } from '../apps/web/src/lib/page-path.ts';
import { builtWebConfig, startBenchServer } from './bench-server.ts';
import { percentile, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('runs', 3);
const INTERVIEWS = option('interviews', 60_000);
/** --verbose: each run's long tasks, scripts by evaluation time, and layout shifts with their elements. */
const VERBOSE = args.includes('--verbose');
/** --reports <dir>: each run's whole Lighthouse report (its audits, requests and tasks) and its trace with V8's samples as JSON in that folder. */
const REPORTS = args.includes('--reports') ? args[args.indexOf('--reports') + 1] : null;
/** --mobile-only: no desktop run (a quicker look while changing the app); writes no results file. */
const MOBILE_ONLY = args.includes('--mobile-only');
/**
 * --calibrated: also `--runs` mobile runs with the CPU slowdown Lighthouse's throttling guide
 * gives this machine's benchmark index, reported beside the preset (which assumes a fast
 * desktop, benchmark index about 1,500: on a slower machine its 4x makes a slower phone).
 */
const CALIBRATED = args.includes('--calibrated');
type Preset = 'mobile' | 'calibrated' | 'desktop';
const PAGE_NAMES = ['dashboard', 'sign-in', 'questionnaire'] as const;
type PageName = (typeof PAGE_NAMES)[number];
const pagesArg = args.indexOf('--pages');
const PAGES: PageName[] =
  pagesArg >= 0
    ? (args[pagesArg + 1].split(',').filter((name) => PAGE_NAMES.includes(name as PageName)) as PageName[])
    : [...PAGE_NAMES];
/** What each page is, in the results file. */
const PAGE_DESCRIPTION: Record<PageName, string> = {
  dashboard: 'dashboard overview, signed in as admin',
  'sign-in': 'the sign-in page at /, signed out',
  questionnaire: "the respondent's questionnaire, opened from an invitation link",
};
const RESULT_FILE = 'bench/results/lighthouse.json';
/** A task longer than this blocks a tap for a noticeable while (the measure). */
const LONG_TASK_MS = 200;
const TARGETS = { mobilePerformance: 90, cls: 0.1 };

/** What one Lighthouse run says of the page. */
interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  longTasksOver200: number;
  longestTaskMs: number;
  unusedJsKB: number;
  loadAverage: number;
  /** Lighthouse's own measure of the machine's speed (its "BenchmarkIndex"; a mid-range desktop is about 1,000-2,000). */
  benchmarkIndex: number;
}

const config = builtWebConfig();
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const figuresOf = (lhr: Result): Figures => {
  const audit = (id: string) => lhr.audits[id];
  const tasks = ((audit('long-tasks')?.details as { items?: { duration: number }[] } | undefined)?.items ??
    []) as { duration: number }[];
  const unused = audit('unused-javascript')?.details as { overallSavingsBytes?: number } | undefined;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? Number.NaN),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? Number.NaN),
    cls: round(audit('cumulative-layout-shift')?.numericValue ?? Number.NaN, 3),
    longTasksOver200: tasks.filter((task) => task.duration > LONG_TASK_MS).length,
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    unusedJsKB: round((unused?.overallSavingsBytes ?? 0) / 1024, 1),
    loadAverage: round(loadavg()[0], 2),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
};

/**
 * The CPU slowdown that makes this machine a mid-range phone, from Lighthouse's benchmark
 * index, by the table of Lighthouse's throttling guide (docs/throttling.md, "calibrating
 * multipliers"): the preset's 4x assumes a desktop of index 1,533; a slower machine gets less.
 */
export const calibratedSlowdown = (benchmarkIndex: number): number => {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
};

/** What made a run slow: long tasks, the scripts' own time, the elements that moved. */
const printDetails = (lhr: Result) => {
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
      string,
      unknown
    >[];
  const file = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  for (const task of items('long-tasks')) {
    console.log(
      `  long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ${file(task.url)}`,
    );
  }
  for (const script of items('bootup-time').slice(0, 8)) {
    console.log(
      `  script ${file(script.url)}: ${Math.round(Number(script.total))} ms (evaluation ${Math.round(Number(script.scripting))}, parse ${Math.round(Number(script.scriptParseCompile))})`,
    );
  }
  for (const shift of items('layout-shifts')) {
    const node = shift.node as { snippet?: string; selector?: string } | undefined;
    console.log(
      `  layout shift ${Number(shift.score).toFixed(3)} ${node?.selector ?? ''} ${node?.snippet?.slice(0, 120) ?? ''}`,
    );
  }
};

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const medians = (runs: Figures[]): Figures => {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    longTasksOver200: of('longTasksOver200'),
    longestTaskMs: of('longestTaskMs'),
    unusedJsKB: of('unusedJsKB'),
    loadAverage: of('loadAverage'),
    benchmarkIndex: of('benchmarkIndex'),
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'opinio-bench-lighthouse-'));
let chrome: chromeLauncher.LaunchedChrome | null = null;
try {
  const database = await openDatabase({ dataDir });
  console.log(`seeding the demo (${INTERVIEWS.toLocaleString('en')} interviews, PGlite in ${dataDir})`);
  await seedDemo(database.db, { interviews: INTERVIEWS });
  const { app, base, cookie } = await startBenchServer(database, { ...config, dataDir, port: 0 });

  // Where the admin lands after signing in: the overview of the first survey.
  const session = await fetch(`${base}/api/vuejs/auth/validatecookie`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'opinio' },
    body: '{}',
  });
  const start = startPathFor(await session.json());
  if (!start) throw new Error('the demo admin has no first page');
  const urls: Record<PageName, string> = {
    dashboard: `${base}${start}`,
    'sign-in': `${base}/`,
    questionnaire: `${base}/responsive?t=${await invitationToken(database)}`,
  };
  for (const page of PAGES) console.log(`${page}: ${urls[page].replace(base, '')}`);

  chrome = await chromeLauncher.launch({
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const port = chrome.port;
  /**
   * `calibrated`: the mobile preset with the CPU slowdown Lighthouse's guide gives this
   * machine's benchmark index (set from the warm-up run), reported beside the preset.
   */
  let calibration: { benchmarkIndex: number; slowdown: number } | null = null;
  const configs = (preset: Preset): Config | undefined => {
    if (preset === 'desktop') return desktopConfig;
    if (preset === 'mobile' || !calibration) return undefined;
    return {
      extends: 'lighthouse:default',
      settings: {
        throttling: {
          ...lighthouseConstants.throttling.mobileSlow4G,
          cpuSlowdownMultiplier: calibration.slowdown,
        },
      },
    };
  };
  const audit = async (page: PageName, preset: Preset): Promise<Figures> => {
    const result = await lighthouse(
      urls[page],
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // the dashboard: the session cookie with every request of the page (Lighthouse empties
        // the cache and the storage itself); the others are met signed out
        extraHeaders: page === 'dashboard' ? { cookie } : {},
        // with the reports: V8's samples in the trace, which functions each task ran (a little
        // overhead on every figure)
        ...(REPORTS ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      configs(preset),
    );
    if (!result) throw new Error('Lighthouse gave no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    const figures = figuresOf(result.lhr);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${page}-${preset}-${Date.now()}`;
      writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(result.lhr));
      // the page's trace as recorded (unthrottled), for a look at its tasks in a trace viewer
      writeFileSync(join(REPORTS, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    console.log(`${page.padEnd(13)} ${preset.padEnd(8)} ${JSON.stringify(figures)}`);
    if (VERBOSE) printDetails(result.lhr);
    return figures;
  };

  // A warm-up (the server's read model and caches, Chromium's own start-up), not counted.
  const warmUp = await audit(PAGES[0], 'mobile');
  calibration = {
    benchmarkIndex: warmUp.benchmarkIndex,
    slowdown: round(calibratedSlowdown(warmUp.benchmarkIndex), 2),
  };
  console.log(
    `benchmark index ${calibration.benchmarkIndex}: Lighthouse's guide puts a mid-range phone at a ${calibration.slowdown}x slowdown of this machine (the preset: 4x)`,
  );
  const measured: Partial<Record<PageName, PageFigures>> = {};
  for (const page of PAGES) {
    const mobile: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) mobile.push(await audit(page, 'mobile'));
    const calibrated: Figures[] = [];
    if (CALIBRATED) for (let run = 0; run < RUNS; run += 1) calibrated.push(await audit(page, 'calibrated'));
    const desktop = MOBILE_ONLY ? null : await audit(page, 'desktop');
    measured[page] = { mobile, calibrated, desktop };
    console.log(`${page}, mobile median of ${RUNS}: ${JSON.stringify(medians(mobile))}`);
    if (CALIBRATED)
      console.log(`${page}, calibrated median of ${RUNS}: ${JSON.stringify(medians(calibrated))}`);
  }
  if (!MOBILE_ONLY) await writeResults(measured, calibration);
  await app.close();
  await database.close();
} finally {
  await chrome?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

interface PageFigures {
  mobile: Figures[];
  calibrated: Figures[];
  desktop: Figures | null;
}

/** A fresh invitation to an English-speaking contact of the demo survey: its link's token. */
async function invitationToken(database: Database): Promise<string> {
  const { rows } = await sql<{ campaign_id: number; contact_id: number; universe_id: number }>`
    SELECT k.id AS campaign_id, c.id AS contact_id, c.universe_id
      FROM campaigns k JOIN surveys s ON s.id = k.survey_id JOIN contacts c ON c.universe_id = k.universe_id
      JOIN samples p ON p.id = c.sample_id AND p.survey_id = s.id
     WHERE s.ext_name = 'cx' AND c.interview_id IS NULL AND c.state <> 'completed'
       AND NOT EXISTS (SELECT 1 FROM campaign_messages m WHERE m.campaign_id = k.id AND m.contact_id = c.id)
     ORDER BY c.id LIMIT 1`.execute(database.db);
  const row = rows[0];
  if (!row) throw new Error('the demo has no contact left to invite');
  const token = randomBytes(18).toString('base64url');
  await sql`
    INSERT INTO campaign_messages (universe_id, campaign_id, contact_id, state, sent_at, token, address, locale)
    VALUES (${row.universe_id}, ${row.campaign_id}, ${row.contact_id}, 'delivered', now(), ${token},
            'someone@example.com', 'en')`.execute(database.db);
  return token;
}

async function writeResults(
  measured: Partial<Record<PageName, PageFigures>>,
  calibration: { benchmarkIndex: number; slowdown: number },
): Promise<void> {
  const pages = Object.fromEntries(
    Object.entries(measured).map(([page, { mobile, calibrated, desktop }]) => {
      const summary = {
        mobile: medians(mobile),
        ...(calibrated.length ? { calibrated: medians(calibrated) } : {}),
        desktop,
      };
      return [
        page,
        {
          page: PAGE_DESCRIPTION[page as PageName],
          figures: summary,
          met: {
            mobilePerformance: summary.mobile.performance >= TARGETS.mobilePerformance,
            cls: summary.mobile.cls < TARGETS.cls,
          },
          runsDetail: { mobile, calibrated, desktop: desktop ? [desktop] : [] },
        },
      ];
    }),
  );
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
        engine: 'pglite',
        interviews: INTERVIEWS,
        runs: RUNS,
        // the machine by Lighthouse's measure, and the slowdown its guide gives it (the preset's is 4x)
        calibration,
        targets: TARGETS,
        pages,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written to ${RESULT_FILE}`);
}
