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

test('a dashboard opened by link shows its KPI tiles without loading zod or the administration texts', async ({
  page,
  browser,
}) => {
  const { url, context } = await signedInColdContext(page, browser);
  const cold = await context.newPage();
  const scripts: string[] = [];
  let tileShown = false;
  cold.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!tileShown && path.endsWith('.js')) scripts.push(path);
  });
  await cold.goto(url);
  await expect(cold.getByTestId('kpi-nps')).toBeVisible();
  tileShown = true;
  expect(scripts.length).toBeGreaterThan(3);

  // Each file's source map names the modules in it (the bundler's own runtime has none).
  const modules: string[] = [];
  for (const script of scripts) {
    const map = await cold.request.get(`${script}.map`);
    if (map.status() === 404 && script.includes('rolldown-runtime')) continue;
    expect(map.status(), script).toBe(200);
    modules.push(...((await map.json()) as { sources: string[] }).sources);
  }
  expect(modules.some((source) => source.includes('features/dashboard/'))).toBe(true);
  expect(modules.filter((source) => source.includes('node_modules/zod/'))).toEqual([]);
  expect(modules.filter((source) => /locales\/en\/(users|campaigns|survey-tools)\.ts/.test(source))).toEqual(
    [],
  );
  await context.close();
});

/*
 * The first numbers are in the page before any effect of the first drawing runs: nothing sets
 * state while it mounts (a component that did, such as MUI's Tooltip, makes React run every
 * effect and the redrawings they cause before the browser may paint; docs/decisions/031).
 * The calls the bar and the filter chips make from their effects (open alerts, filter lists)
 * are therefore sent after the tile entered the page.
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
