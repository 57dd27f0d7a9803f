import { type Browser, expect, test } from '@playwright/test';
import { PHONE } from './phone.ts';
import { DEMO_PASSWORD } from './session.ts';

/*
 * Signing in with the form lands on a dashboard drawn as a link draws it: the server's first
 * screen with its KPI tiles (apps/server/src/first-screen.ts), not an empty frame while the
 * app loads and asks. How soon, against a link, is measured in bench/delivery.ts.
 */

/** Signs in with the form in a new context of this size; answers the pages the browser received after. */
async function signInWithForm(
  browser: Browser,
  viewport: { width: number; height: number },
  username: string,
  redirect = '',
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`/${redirect}`);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const documents: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document') documents.push(await response.text());
  });
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\//);
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
  return { page, context, documents };
}

/** The KPI values the server drew in a page, if it drew its first screen. */
const drawnValues = (html: string) =>
  [
    ...(/<div id="first-screen"[^>]*>([\s\S]*?)<\/div><div id="root"/.exec(html)?.[1] ?? '').matchAll(
      /<p class="kpi-value"[^>]*>([^<]*)<\/p>/g,
    ),
  ].map((m) => m[1]);

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', PHONE],
] as const) {
  test(`on a ${device}, the sign-in form lands on the dashboard with its KPI tiles drawn by the server`, async ({
    browser,
  }) => {
    // the administrator's overview has figures in every tile (a store's 90 days may have too few)
    const { page, context, documents } = await signInWithForm(browser, viewport, 'admin');
    // the page that followed the form arrived with its tiles' numbers in it
    const drawn = documents.map(drawnValues).find((values) => values.length > 0) ?? [];
    expect(drawn.length, documents.map((html) => html.slice(0, 300)).join('\n---\n')).toBeGreaterThanOrEqual(
      4,
    );
    // and the app took its place with the same figures
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await context.close();
  });
}

test('a sign-in asked for by a link goes on to that link, drawn by the server', async ({ browser }) => {
  // a district, as a link in a mail would open it
  const target = '/page/overview/cx/org,all,north,oulu';
  const { page, context, documents } = await signInWithForm(
    browser,
    { width: 1440, height: 900 },
    'admin',
    `?redirect=${encodeURIComponent(target)}`,
  );
  await expect(page).toHaveURL(new RegExp(`${target.replaceAll(',', '(,|%2C)')}`));
  expect(documents.some((html) => drawnValues(html).length > 0)).toBe(true);
  await context.close();
});
