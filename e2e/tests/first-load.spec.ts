import { expect, test } from '@playwright/test';
import { signIn } from './session.ts';

/*
 * What a dashboard opened by link loads before its first numbers (docs/decisions/029 and
 * 030): no zod (the route table comes without its schemas; zod loads with the forms), and
 * the administration areas' texts come later. The sizes and times are measured in
 * bench/delivery.ts, not here.
 */
test('a dashboard opened by link shows its KPI tiles without loading zod or the administration texts', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const url = page.url();
  const cookies = await page.context().cookies();

  const context = await browser.newContext();
  await context.addCookies(cookies);
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
