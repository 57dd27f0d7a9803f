/**
 * npm run build && npm run bench:delivery [-- --runs 7 --interviews 60000]
 *
 * What a browser downloads and how soon the dashboard shows, with the budgets of the
 * delivery: builds nothing (run `npm run build` first; the built app in apps/web/dist is
 * what is measured). Seeds the demo on the embedded database (PGlite in a temp folder, as
 * `npm start` runs it), starts the server on a loopback port and drives Debian's Chromium
 * through playwright-core, each run in a new browser context (cold cache) on localhost:
 *
 * - the sign-in page: every byte the browser receives until the network is idle (bodies
 *   as sent, i.e. compressed when the server compresses them);
 * - the overview, signed in as `admin`: the time from navigation to the first KPI tile
 *   in the page (the server's drawing of the first screen, or the app's), and the
 *   JavaScript bytes (as sent) received before it;
 * - "/" opened signed in as `admin` (it goes on to the overview): the same figures, which
 *   should be those of the overview's link.
 *
 * Prints medians and writes bench/results/delivery.json.
 *
 * `--against <dir>`: a second build (another apps/web/dist, copied aside) served by a second
 * server on the same database; the first KPI tile is measured on both, run for run in turn,
 * and the medians and their ratio printed (a change's effect, apart from the machine's
 * noise). Writes no results file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { builtWebConfig, startBenchServer } from './bench-server.ts';
import { percentile, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('runs', 7);
/** --verbose: every file of the last runs, with when it arrived. */
const VERBOSE = args.includes('--verbose');
const INTERVIEWS = option('interviews', 60_000);
const AGAINST = args.includes('--against') ? args[args.indexOf('--against') + 1] : null;
const RESULT_FILE = 'bench/results/delivery.json';
/** A KPI tile: the server's drawing of the first screen, or the app's own (decision 066). */
const KPI_TILE = '.kpi-tile';
const BUDGETS = { jsBeforeKpiKB: 250, firstKpiMs: 800, signInKB: 150 };

/** What one page load received: bodies as sent (encodedBodySize), by kind. */
interface Received {
  totalBytes: number;
  jsBytes: number;
  requests: number;
}

const config = builtWebConfig();

const dataDir = mkdtempSync(join(tmpdir(), 'opinio-bench-delivery-'));
let browser: Browser | null = null;
try {
  const database = await openDatabase({ dataDir });
  console.log(`seeding the demo (${INTERVIEWS.toLocaleString('en')} interviews, PGlite in ${dataDir})`);
  await seedDemo(database.db, { interviews: INTERVIEWS });
  const { app, base, cookie } = await startBenchServer(database, { ...config, dataDir, port: 0 });
  const other = AGAINST
    ? await startBenchServer(database, { ...config, dataDir, port: 0, webDist: AGAINST })
    : null;

  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  /** A new browser context (an empty cache), signed in to a server when one is given. */
  const openContext = async (signedIn?: { base: string; cookie: string }) => {
    const context = await (browser as Browser).newContext({ viewport: { width: 1440, height: 900 } });
    if (signedIn) {
      const [name, value] = signedIn.cookie.split('=');
      await context.addCookies([{ name, value, url: signedIn.base }]);
    }
    return context;
  };

  // Where the admin lands after signing in: the overview of the first survey.
  const overview = await (async () => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto(base);
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('demo');
    await page.getByLabel('Password').press('Enter');
    await page.locator(KPI_TILE).first().waitFor();
    const url = page.url();
    await context.close();
    return url;
  })();
  console.log(`overview: ${overview.slice(base.length)}`);

  /** Sums the resource timing entries (and the document) that ended before `until` (ms since navigation). */
  const received = (until: number | null) => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    let totalBytes = 0;
    let jsBytes = 0;
    let requests = 0;
    for (const entry of entries) {
      if (until !== null && entry.responseEnd > until) continue;
      requests += 1;
      totalBytes += entry.encodedBodySize;
      if (new URL(entry.name).pathname.endsWith('.js')) jsBytes += entry.encodedBodySize;
    }
    return { totalBytes, jsBytes, requests };
  };

  const printTimeline = async (page: Page, kpiAt: number | null) => {
    const rows = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        path: new URL(e.name).pathname,
        bytes: e.encodedBodySize,
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
      })),
    );
    console.log(
      `\n${page.url().slice(base.length)}${kpiAt === null ? '' : `, KPI tile at ${Math.round(kpiAt)} ms`}`,
    );
    for (const row of rows) {
      console.log(
        `  ${String(row.start).padStart(5)}-${String(row.end).padEnd(5)} ${String(row.bytes).padStart(7)} ${row.path}`,
      );
    }
  };

  const signInPage = async (): Promise<Received> => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.getByLabel('User name').waitFor();
    await page.waitForLoadState('networkidle');
    const result = await page.evaluate(received, null);
    if (VERBOSE) await printTimeline(page, null);
    await context.close();
    return result;
  };

  /** Opens the overview's link (or `path`, signed in) and waits for its first KPI tile. */
  const firstKpiTile = async (
    server = { base, cookie },
    path = overview.slice(base.length),
  ): Promise<Received & { ms: number }> => {
    const context = await openContext(server);
    // Notes the moment the tile enters the page, measured from the start of navigation.
    await context.addInitScript((selector: string) => {
      const w = window as unknown as { kpiTileAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          w.kpiTileAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, KPI_TILE);
    const page = await context.newPage();
    await page.goto(server.base + path);
    await page.locator(KPI_TILE).first().waitFor();
    const ms = await page.evaluate(() => (window as unknown as { kpiTileAt: number }).kpiTileAt);
    const result = await page.evaluate(received, ms);
    if (VERBOSE) await printTimeline(page, ms);
    await context.close();
    return { ...result, ms };
  };

  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );

  if (other) {
    await firstKpiTile();
    await firstKpiTile(other);
    const here: number[] = [];
    const there: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      here.push((await firstKpiTile()).ms);
      there.push((await firstKpiTile(other)).ms);
    }
    const [a, b] = [median(here), median(there)];
    console.log(`\n${RUNS} runs each, in turn: first KPI tile after navigation (median)`);
    console.log(`  ${config.webDist.padEnd(50)} ${Math.round(a)} ms`);
    console.log(`  ${AGAINST?.padEnd(50)} ${Math.round(b)} ms`);
    console.log(`  ratio ${round(a / b, 3)}`);
    await Promise.all([app.close(), other.app.close()]);
    await browser.close();
    browser = null;
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  // A warm-up of each (the server's read model and caches, Chromium's own start-up).
  await signInPage();
  await firstKpiTile();
  const signIns: Received[] = [];
  const overviews: (Received & { ms: number })[] = [];
  const roots: (Received & { ms: number })[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    signIns.push(await signInPage());
    overviews.push(await firstKpiTile());
    roots.push(await firstKpiTile({ base, cookie }, '/'));
  }
  const kb = (bytes: number) => round(bytes / 1024, 1);
  const figures = {
    jsBeforeKpiKB: kb(median(overviews.map((o) => o.jsBytes))),
    allBeforeKpiKB: kb(median(overviews.map((o) => o.totalBytes))),
    requestsBeforeKpi: median(overviews.map((o) => o.requests)),
    firstKpiMs: round(median(overviews.map((o) => o.ms)), 0),
    firstKpiMsRange: [
      round(Math.min(...overviews.map((o) => o.ms)), 0),
      round(Math.max(...overviews.map((o) => o.ms)), 0),
    ],
    rootSignedIn: {
      jsBeforeKpiKB: kb(median(roots.map((o) => o.jsBytes))),
      allBeforeKpiKB: kb(median(roots.map((o) => o.totalBytes))),
      requestsBeforeKpi: median(roots.map((o) => o.requests)),
      firstKpiMs: round(median(roots.map((o) => o.ms)), 0),
    },
    signInKB: kb(median(signIns.map((s) => s.totalBytes))),
    signInJsKB: kb(median(signIns.map((s) => s.jsBytes))),
    signInRequests: median(signIns.map((s) => s.requests)),
  };
  const rows: [string, string, string][] = [
    ['JavaScript before the first KPI tile', `${figures.jsBeforeKpiKB} KB`, `≤ ${BUDGETS.jsBeforeKpiKB} KB`],
    ['everything before the first KPI tile', `${figures.allBeforeKpiKB} KB`, ''],
    [
      'first KPI tile after navigation',
      `${figures.firstKpiMs} ms (${figures.firstKpiMsRange.join('-')})`,
      `≤ ${BUDGETS.firstKpiMs} ms`,
    ],
    ['requests before the first KPI tile', `${figures.requestsBeforeKpi}`, ''],
    [
      '"/" signed in: before the first KPI tile',
      `${figures.rootSignedIn.requestsBeforeKpi} requests, ${figures.rootSignedIn.allBeforeKpiKB} KB`,
      'as the link',
    ],
    ['"/" signed in: first KPI tile', `${figures.rootSignedIn.firstKpiMs} ms`, ''],
    ['sign-in page, everything', `${figures.signInKB} KB`, `≤ ${BUDGETS.signInKB} KB`],
    ['sign-in page, JavaScript', `${figures.signInJsKB} KB`, ''],
  ];
  console.log(`\n${RUNS} runs, cold cache, medians (bytes as sent over the wire):`);
  for (const [name, value, budget] of rows) console.log(`${name.padEnd(40)} ${value.padEnd(22)} ${budget}`);
  const met = {
    jsBeforeKpi: figures.jsBeforeKpiKB <= BUDGETS.jsBeforeKpiKB,
    firstKpi: figures.firstKpiMs <= BUDGETS.firstKpiMs,
    signIn: figures.signInKB <= BUDGETS.signInKB,
  };
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        engine: 'pglite',
        loadAverage: round(loadavg()[0], 2),
        interviews: INTERVIEWS,
        runs: RUNS,
        budgets: BUDGETS,
        figures,
        met,
        runsDetail: { overview: overviews, rootSignedIn: roots, signIn: signIns },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written to ${RESULT_FILE}`);
  await browser.close();
  browser = null;
  await app.close();
  await database.close();
} finally {
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
