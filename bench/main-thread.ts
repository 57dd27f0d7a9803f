/**
 * npm run build && npm run bench:main-thread [-- --against <dir> --runs 6 --slowdown 4 --interviews 60000]
 *
 * The dashboard overview's main-thread work in Chromium, signed in as `admin`, at a phone's
 * width: Chromium's own counters for the page (every task, script, layout and style
 * recalculation, from `Performance.getMetrics`), the blocking time of its long tasks (each
 * beyond 50 ms, summed) and its largest contentful paint, once the KPI tiles have drawn
 * and no long task has come for 3 s. Each load in a new browser context (cold cache), after a warm-up
 * that is not counted; `--slowdown` is Chromium's CPU throttling (4: Lighthouse's mobile
 * preset).
 *
 * Lighthouse's score moves more from one run to the next than a change to the app does on a
 * shared machine; these counters are steadier. `--against <dir>` serves a second build (another
 * apps/web/dist, copied aside) from a second server on the same database, and loads the two
 * in turn, run for run, so that a busy moment hits both: the medians and their ratios are
 * printed. Builds nothing. Writes bench/results/main-thread.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { startPathFor } from '../apps/web/src/lib/page-path.ts';
import { type BenchServer, builtWebConfig, startBenchServer } from './bench-server.ts';
import { percentile, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('runs', 6);
const SLOWDOWN = option('slowdown', 4);
const INTERVIEWS = option('interviews', 60_000);
const againstAt = args.indexOf('--against');
const AGAINST = againstAt >= 0 ? resolve(args[againstAt + 1]) : null;
const RESULT_FILE = 'bench/results/main-thread.json';

/** One load's figures, in milliseconds. */
interface Load {
  tasks: number;
  script: number;
  layout: number;
  style: number;
  blocking: number;
  lcp: number;
}
const FIGURES: (keyof Load)[] = ['tasks', 'script', 'layout', 'style', 'blocking', 'lcp'];

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const config = builtWebConfig();
const builds = [{ name: 'this build', dist: config.webDist }];
if (AGAINST) builds.push({ name: 'against', dist: AGAINST });

const dataDir = mkdtempSync(join(tmpdir(), 'opinio-bench-main-thread-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const database = await openDatabase({ dataDir });
  console.log(`seeding the demo (${INTERVIEWS.toLocaleString('en')} interviews, PGlite in ${dataDir})`);
  await seedDemo(database.db, { interviews: INTERVIEWS });
  const servers: BenchServer[] = [];
  for (const build of builds)
    servers.push(await startBenchServer(database, { ...config, webDist: build.dist, dataDir, port: 0 }));
  const session = await fetch(`${servers[0].base}/api/vuejs/auth/validatecookie`, {
    method: 'POST',
    headers: { cookie: servers[0].cookie, 'content-type': 'application/json', 'x-requested-with': 'opinio' },
    body: '{}',
  });
  const start = startPathFor(await session.json());
  if (!start) throw new Error('the demo admin has no first page');

  const load = async ({ base, cookie }: BenchServer): Promise<Load> => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      if (SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await page.addInitScript(() => {
        const seen = { lcp: 0, blocking: 0, lastTaskEnd: 0 };
        Object.assign(window, { __mainThread: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            seen.blocking += Math.max(0, entry.duration - 50);
            seen.lastTaskEnd = Math.max(seen.lastTaskEnd, entry.startTime + entry.duration);
          }
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${base}${start}`);
      // The overview at rest: its KPI tiles drawn, then no long task for 3 s (what every build
      // compared does, whatever its last panel is and whenever it draws it).
      await page.getByTestId('kpi-nps').waitFor({ timeout: 60_000 });
      await page.waitForFunction(
        () => {
          const { lastTaskEnd } = (window as unknown as { __mainThread: { lastTaskEnd: number } })
            .__mainThread;
          return performance.now() - lastTaskEnd > 3000;
        },
        null,
        { timeout: 120_000, polling: 250 },
      );
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
      const seen = await page.evaluate(
        () => (window as unknown as { __mainThread: { lcp: number; blocking: number } }).__mainThread,
      );
      return {
        tasks: metric('TaskDuration'),
        script: metric('ScriptDuration'),
        layout: metric('LayoutDuration'),
        style: metric('RecalcStyleDuration'),
        blocking: seen.blocking,
        lcp: seen.lcp,
      };
    } finally {
      await context.close();
    }
  };

  const loads: Load[][] = builds.map(() => []);
  const loadAverages: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    for (const [at, server] of servers.entries()) {
      const figures = await load(server);
      // the first round warms the server's read model and Chromium: not counted
      if (run > 0) loads[at].push(figures);
    }
    if (run > 0) loadAverages.push(round(loadavg()[0], 2));
  }
  const medians = loads.map((runs) =>
    Object.fromEntries(FIGURES.map((figure) => [figure, Math.round(median(runs.map((r) => r[figure])))])),
  ) as Record<keyof Load, number>[];
  for (const figure of FIGURES) {
    const line = builds.map((build, at) => `${build.name} ${medians[at][figure]} ms`).join(', ');
    const ratio = AGAINST
      ? ` (this build / against: ${round(medians[0][figure] / medians[1][figure], 2)})`
      : '';
    console.log(`${figure.padEnd(9)} ${line}${ratio}`);
  }
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        page: `${start} (the overview, signed in as admin, 412 x 823)`,
        interviews: INTERVIEWS,
        cpuSlowdown: SLOWDOWN,
        runs: RUNS,
        loadAverages,
        builds: builds.map((build, at) => ({ name: build.name, medians: medians[at], loads: loads[at] })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written to ${RESULT_FILE}`);
  for (const server of servers) await server.app.close();
  await database.close();
} finally {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
}
