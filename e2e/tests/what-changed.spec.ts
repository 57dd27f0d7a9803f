import { fileURLToPath } from 'node:url';
import type { TChangeList } from '@opinio/domain/schemas/changes';
import { expect, test } from '@playwright/test';
import { drawAllComponents } from './page-components.ts';
import { expectAccessible } from './phone.ts';
import { dashboardLocation, signIn } from './session.ts';

/*
 * What changed (docs/what-changed.md) on the overview, as people meet it: the server's own
 * detection has run on the demo data (it starts seconds after the server), the panel writes
 * each change the API lists, a unit's name opens its dashboard, and the regional manager
 * sees the North's changes only. At 1440 and 390 px, in English, Finnish and Swedish.
 */

const PANEL = 'section[data-testid^="changes-"]';
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

/** The node's changes as the API lists them, once the detection has run (seconds after the start). */
async function changesAfterRun(
  page: import('@playwright/test').Page,
  language: string,
  reload = true,
): Promise<TChangeList> {
  const { drillPath } = dashboardLocation(page.url());
  let list: TChangeList | null = null;
  await expect
    .poll(
      async () => {
        // in the reader's language: unit and indicator names come in it
        const response = await page.request.get(
          `/api/vuejs/analytics/changes/cx/${encodeURIComponent(drillPath)}`,
          { headers: { 'Accept-Language': language } },
        );
        list = (await response.json()) as TChangeList;
        return list.checkedAt;
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .not.toBeNull();
  // the page as it is drawn after the run
  if (reload) await page.reload();
  return list!;
}

for (const { size, width, height, language, user } of [
  { size: 'desktop', width: 1440, height: 900, language: 'en', user: 'admin' },
  { size: 'phone', width: 390, height: 844, language: 'fi', user: 'admin' },
  { size: 'phone', width: 390, height: 844, language: 'sv', user: 'regional' },
] as const) {
  test(`${user} sees what changed on the overview, on a ${size} in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, user);
    // the language the app starts in from now on (the reload below)
    await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
    const list = await changesAfterRun(page, language);
    expect(list.checkedAt).not.toBeNull();
    expect(list.tested).toBeGreaterThan(0);
    if (user === 'regional')
      for (const change of list.changes) expect(change.unit.path.startsWith('org,all,north')).toBe(true);
    // on a phone the panel is below the KPI tiles: drawn once the user scrolls towards it
    await drawAllComponents(page);
    const panel = page.locator(PANEL);
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    const items = panel.locator('li.change');
    await expect(items).toHaveCount(Math.min(5, list.changes.length));
    for (const [i, change] of list.changes.slice(0, 5).entries()) {
      const item = items.nth(i);
      await expect(item).toHaveAttribute(
        'data-testid',
        `change-${change.unit.extName}-${change.indicator.extName}`,
      );
      await expect(item).toContainText(change.unit.title);
      await expect(item).toContainText(change.indicator.title);
    }
    // why the first change happened, opened under it (the reader's language)
    if (list.changes.length > 0) {
      const open = items.first().locator('button[aria-expanded]');
      await expect(open).toHaveText(/^(Why\?|Miksi\?|Varför\?)$/);
      await open.click();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expect(items.first().locator('.change-why')).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    await expectAccessible(page, PANEL);
    await panel.screenshot({ path: screenshot(`what-changed-${width}-${language}`) });

    // the bell tells of the changes in reach: the strongest listed in its menu, the dot of
    // new ones gone once it was opened (also after a reload)
    const bell = page.getByTestId('alert-bell');
    if (list.changes.length > 0) await expect(bell.getByTestId('bell-new-changes')).toBeVisible();
    await bell.click();
    const menu = page.getByRole('menu');
    for (const change of list.changes.slice(0, 5))
      await expect(
        menu.getByTestId(`bell-change-${change.unit.extName}-${change.indicator.extName}`).first(),
      ).toContainText(change.unit.title);
    if (list.changes.length === 0) await expect(menu).toContainText(/beyond chance|sattumaa|slumpen/);
    await expectAccessible(page, '[role="menu"]');
    await page.keyboard.press('Escape');
    await expect(bell.getByTestId('bell-new-changes')).toHaveCount(0);
    // the user's own marker: by survey, universe and user (lib/browser-memory.ts)
    const seen = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('opinio.changesSeen.cx.demo.'));
      return key ? localStorage.getItem(key) : null;
    });
    if (list.changes.length > 0) expect(seen).not.toBeNull();
    await page.reload();
    await drawAllComponents(page);
    await expect(page.locator(PANEL)).toHaveAttribute('aria-busy', 'false');
    // after the reload the dot is back only for changes the server's detection found since the
    // bell was opened (other tests' writes make it run again meanwhile)
    await expect(async () => {
      const now = await changesAfterRun(page, language, false);
      const newer = now.changes.filter((c) => c.detectedAt > (seen ?? '')).length;
      await expect(bell.getByTestId('bell-new-changes')).toHaveCount(newer > 0 ? 1 : 0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    // a unit's name opens its dashboard, the filters kept
    const first = list.changes[0];
    if (first) {
      await items.first().getByRole('link').click();
      await expect.poll(() => dashboardLocation(page.url()).drillPath).toBe(first.unit.path);
    }
  });
}
