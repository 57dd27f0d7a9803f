import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './session.ts';

/*
 * What a dashboard opened by link loads before its first numbers (docs/decisions/029 and
 * 030): no zod (the route table comes without its schemas; zod loads with the forms), and
 * the administration areas' texts come later. The sizes and times are measured in
 * bench/delivery.ts, not here.
 */
/** The admin's dashboard address, and a new context (an empty cache) signed in as the admin. */
async function signedInColdContext(page: Page, browser: Browser) {
  await signIn(page, 'admin');
  const url = page.url();
  const context = await browser.newContext();
  await context.addCookies(await page.context().cookies());
  return { url, context };
}

/** Notes the scripts a page receives until `done()`: the modules in them, read from their source maps. */
function scriptsUntil(page: Page) {
  const scripts: string[] = [];
  let open = true;
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (open && path.endsWith('.js')) scripts.push(path);
  });
  return {
    /** The scripts' paths noted so far. */
    seen: scripts,
    /** Stops noting; the modules of the scripts noted so far (the bundler's own runtime has no map). */
    async done() {
      open = false;
      expect(scripts.length).toBeGreaterThan(3);
      const modules: string[] = [];
      for (const script of scripts) {
        const map = await page.request.get(`${script}.map`);
        if (map.status() === 404 && script.includes('rolldown-runtime')) continue;
        expect(map.status(), script).toBe(200);
        modules.push(...((await map.json()) as { sources: string[] }).sources);
      }
      return modules;
    },
  };
}

test('a dashboard opened by link shows its KPI tiles without loading zod or the administration texts', async ({
  page,
  browser,
}) => {
  const { url, context } = await signedInColdContext(page, browser);
  const cold = await context.newPage();
  const scripts = scriptsUntil(cold);
  const pageResponse = await cold.goto(url);
  await expect(cold.getByTestId('kpi-nps')).toBeVisible();
  const modules = await scripts.done();
  expect(modules.some((source) => source.includes('features/dashboard/'))).toBe(true);
  expect(modules.filter((source) => source.includes('node_modules/zod/'))).toEqual([]);
  // The page names the app's start files (the shell and dashboard, React, MUI) for the browser
  // to fetch while it parses the page (apps/server/src/web-app.ts): each is a file it used.
  const html = (await pageResponse?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  expect(
    preloaded.some((file) => /\/assets\/dashboard-[\w-]+\.js$/.test(file)),
    html,
  ).toBe(true);
  expect(
    preloaded.some((file) => /\/assets\/react-[\w-]+\.js$/.test(file)),
    html,
  ).toBe(true);
  expect(preloaded.filter((file) => !scripts.seen.includes(file))).toEqual([]);
  expect(modules.filter((source) => /locales\/en\/(users|campaigns|survey-tools)\.ts/.test(source))).toEqual(
    [],
  );
  await context.close();
});

/*
 * A signed-in visitor of "/" goes on to the first page before the app loads (main.tsx), so
 * the app loads the dashboard as its link does: neither the sign-in page before the app nor
 * the app's own sign-in screen and form.
 */
test('"/" opened signed in shows the first page\'s KPI tiles without loading any sign-in code', async ({
  page,
  browser,
}) => {
  const { url, context } = await signedInColdContext(page, browser);
  const cold = await context.newPage();
  const scripts = scriptsUntil(cold);
  await cold.goto('/');
  await expect(cold.getByTestId('kpi-nps')).toBeVisible();
  const modules = await scripts.done();
  expect(cold.url()).toBe(url);
  expect(modules.some((source) => source.includes('features/dashboard/'))).toBe(true);
  expect(
    modules.filter((source) =>
      /app\/sign-in-(entry|page)\.tsx|features\/auth\/(components\/(login-screen|sign-in-form)|api\/sign-in-call)/.test(
        source,
      ),
    ),
  ).toEqual([]);
  expect(modules.filter((source) => source.includes('node_modules/zod/'))).toEqual([]);
  await context.close();
});

/*
 * The first numbers are in the page before any effect of the first drawing runs: nothing sets
 * state while it mounts (a component that did, such as MUI's Tooltip, makes React run every
 * effect and the redrawings they cause before the browser may paint; docs/decisions/031).
 * The calls the bar and the filter chips make from their effects (open alerts, filter lists)
 * are therefore sent after the tile entered the page. That holds when the KPI answer is in
 * before the app mounts, as the first file asks for it while the app loads; on a busy machine
 * the server may answer later than the app loads, so the app's files (all but the first file
 * and what it imports) are held here until the answer has arrived.
 */
test('a dashboard opened by link puts its KPI tiles in the page before its effects send their calls', async ({
  page,
  browser,
}) => {
  const { url, context } = await signedInColdContext(page, browser);
  // One sequence of what happened: each call as it is sent, the tile as it enters the page.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const send = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(`call ${new URL(input instanceof Request ? input.url : input, location.href).pathname}`);
      return send(input, init);
    };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="kpi-nps"]')) {
        seen.push('tile');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const answered = context.waitForEvent('requestfinished', (request) =>
    request.url().includes('/analytics/kpis/'),
  );
  await context.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/assets\/(main|first|rolldown-runtime)-[^/]+\.js$/.test(route.request().url())) await answered;
    await route.continue();
  });
  const cold = await context.newPage();
  await cold.goto(url);
  await expect(cold.getByTestId('kpi-nps')).toBeVisible();
  const calls = () => cold.evaluate(() => (window as unknown as { seen: string[] }).seen.join('\n'));
  await expect.poll(calls).toContain('/alerts/count/');
  await expect.poll(calls).toContain('/filters/list/');
  const seen = await cold.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const tile = seen.indexOf('tile');
  expect(tile, seen.join('\n')).toBeGreaterThan(0);
  const firstEffectCall = seen.findIndex((entry) => /\/(alerts\/count|filters\/list)\//.test(entry));
  expect(firstEffectCall, seen.join('\n')).toBeGreaterThan(tile);
  await context.close();
});

/*
 * On a phone the first screen holds the KPI tiles and no chart: ECharts (the largest file) is
 * neither fetched nor run while the page loads, and a chart is drawn once it comes into sight
 * (components/echart.tsx).
 */
test('on a phone the overview draws its charts once they come into sight, not while the page loads', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const url = page.url();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addCookies(await page.context().cookies());
  const phone = await context.newPage();
  const requested: string[] = [];
  phone.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const echartsRequested = () => requested.filter((path) => /\/assets\/echarts-/.test(path));
  await phone.goto(url);
  await expect(phone.getByTestId('kpi-nps')).toBeVisible();
  const trend = phone.locator('section[data-testid^=trend-]').first();
  const chart = trend.locator('[role=img]');
  // The trend's data is in (its summary names the chart), and the first screen is done: the
  // rest of the texts are asked for, in the same drawing whose effects would load ECharts.
  await expect(chart).toHaveAttribute('aria-label', /\S/);
  await expect.poll(() => requested.some((path) => /\/assets\/en-rest-/.test(path))).toBe(true);
  expect((await trend.boundingBox())?.y).toBeGreaterThan(823);
  expect(echartsRequested()).toEqual([]);
  await expect(chart.locator('svg')).toHaveCount(0);

  await trend.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg')).toBeVisible();
  expect(echartsRequested().length).toBeGreaterThan(0);
  await context.close();
});
