import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, PHONE } from './phone.ts';
import { dashboardLocation, signIn } from './session.ts';

/*
 * A phone's first dashboard screen (390 × 844) is for the numbers: the four key figures are
 * on it whole, two tiles to a row, under bars kept to a line each (docs/product.md, "On a
 * phone"). Each role, at the node it starts at, in English, Finnish and Swedish.
 */

const FIRST_SCREEN = fileURLToPath(
  new URL('../../docs/screenshots/phone-first-screen-after.png', import.meta.url),
);
const ROLES = ['store', 'regional', 'admin'] as const;
const LANGUAGES = ['en', 'fi', 'sv'] as const;

async function openOnPhone(page: Page, role: string, language: string) {
  await page.setViewportSize(PHONE);
  await signIn(page, role);
  await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('kpi-tiles').locator('.kpi-tile')).toHaveCount(4);
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
}

type Box = { x: number; y: number; width: number; height: number };

for (const role of ROLES) {
  for (const language of LANGUAGES) {
    test(`on a phone the ${role}'s first screen shows the four key figures whole, in ${language}`, async ({
      page,
    }) => {
      await openOnPhone(page, role, language);
      const tiles = page.getByTestId('kpi-tiles').locator('.kpi-tile');
      const boxes: Box[] = [];
      for (let i = 0; i < 4; i++) boxes.push((await tiles.nth(i).boundingBox())!);
      // the chrome above the first tile takes at most a third of the screen
      expect(boxes[0].y).toBeLessThanOrEqual(PHONE.height * 0.35);
      // two tiles to a row, all four on the first screen, none beyond its sides
      expect(boxes[1].y).toBe(boxes[0].y);
      expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width);
      expect(boxes[2].y).toBeGreaterThan(boxes[0].y);
      expect(boxes[3].y).toBe(boxes[2].y);
      for (const box of boxes) {
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      // each tile's name and value are drawn whole inside it: nothing cut, nothing spilling out
      for (let i = 0; i < 4; i++) {
        const tile = tiles.nth(i);
        const value = tile.locator('.kpi-value, .kpi-too-few');
        for (const part of [tile.locator('.kpi-title'), value]) {
          await expect(part).toBeVisible();
          await expect(part).toHaveText(/\S/);
          const box = (await part.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(boxes[i].x);
          expect(box.x + box.width).toBeLessThanOrEqual(boxes[i].x + boxes[i].width);
          expect(box.y + box.height).toBeLessThanOrEqual(boxes[i].y + boxes[i].height);
          expect(await part.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        }
      }
      // at the user's own node there is nothing above them: no "Up" to press
      await expect(page.getByTestId('drill-up')).toBeHidden();
      // the views are in the menu, not a row of their own
      await expect(page.locator('nav.view-tabs')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      if (role === 'store' && language === 'en') {
        await page.mouse.move(0, 0);
        await page.screenshot({ path: FIRST_SCREEN });
      }
    });
  }
}

test('on a phone the path unfolds from "…", "Up" appears below the user\'s node, and the views are in the menu', async ({
  page,
}) => {
  await openOnPhone(page, 'regional', 'en');
  const breadcrumb = page.getByTestId('breadcrumb');
  const start = dashboardLocation(page.url());
  // folded: the current node after "…"
  await expect(breadcrumb.locator('[aria-current=page]')).toHaveAttribute('data-testid', 'breadcrumb-north');
  await expect(page.getByTestId('breadcrumb-all')).toBeHidden();
  const more = page.getByRole('button', { name: 'Show the levels above' });
  await more.click();
  await expect(page.getByTestId('breadcrumb-all')).toBeVisible();
  await expect(more).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // a level down there is a way up again, and it leads back
  // (the units' cards are drawn as they come near sight)
  const row = page.locator('[data-testid^=breakdown-row-]').first();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return row.count();
    })
    .toBeGreaterThan(0);
  await row.getByRole('button').first().click();
  await expect.poll(() => dashboardLocation(page.url()).drillPath).not.toBe(start.drillPath);
  const up = page.getByTestId('drill-up');
  await expect(up).toBeVisible();
  await up.click();
  await expect.poll(() => dashboardLocation(page.url()).drillPath).toBe(start.drillPath);
  await expect(up).toBeHidden();

  // the menu lists the views, the one shown marked; another opens at its start
  await page.getByTestId('phone-menu-button').click();
  const drawer = page.getByTestId('phone-drawer');
  await expect(drawer.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(drawer.getByTestId('view-tab-org')).toHaveAttribute('aria-current', 'page');
  await drawer.getByTestId('view-tab-channel').click();
  await expect(drawer).toBeHidden();
  await expect.poll(() => dashboardLocation(page.url()).drillPath).toMatch(/^channel,/);
});

test('on a desktop the drill bar, the views and the tiles keep their places', async ({ page }) => {
  await signIn(page, 'regional');
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
  // "Up" stays where it is, disabled at the user's node; the whole path is written out
  await expect(page.getByTestId('drill-up')).toBeVisible();
  await expect(page.getByTestId('drill-up')).toBeDisabled();
  await expect(page.getByTestId('breadcrumb-all')).toBeVisible();
  await expect(page.getByTestId('breadcrumb-more')).toBeHidden();
  await expect(page.getByTestId('view-tab-org')).toBeVisible();
  // the four tiles in one row
  const tiles = page.getByTestId('kpi-tiles').locator('.kpi-tile');
  const ys = new Set<number>();
  for (let i = 0; i < 4; i++) ys.add(Math.round((await tiles.nth(i).boundingBox())!.y));
  expect(ys.size).toBe(1);
});

/*
 * A store has a few answers a month, most months fewer than the survey's minimum (5 in the
 * demo): no value for them. On a phone its trend is drawn by quarter, which gathers them, and
 * says why; a desktop keeps the months and marks those under the minimum (hollow bars, a note).
 */
const COARSER_NOTE = {
  en: 'By quarter: most months had fewer than 5 answers',
  fi: 'Neljänneksittäin: useimmissa kuukausissa oli alle 5 vastausta',
  sv: 'Per kvartal: de flesta månader hade färre än 5 svar',
} as const;
const TREND_SCREENSHOT = fileURLToPath(
  new URL('../../docs/screenshots/phone-trend-store.png', import.meta.url),
);

async function openStoreTrends(page: Page, language: string) {
  await signIn(page, 'store');
  await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
  const { drillPath } = dashboardLocation(page.url());
  await page.goto(`/page/trends/cx/${encodeURIComponent(`${drillPath};ftime=rmonths:-24:0`)}`);
  const trend = page.locator('section[data-testid^=trend-]').first();
  await expect(trend).toHaveAttribute('aria-busy', 'false');
  return trend;
}

for (const language of LANGUAGES) {
  test(`on a phone a trend of months mostly under the minimum is drawn by quarter and says so, in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const trend = await openStoreTrends(page, language);
    await expect(trend.getByTestId('coarser-note')).toContainText(COARSER_NOTE[language]);
    const chart = trend.locator('[role=img]');
    await expect(chart.locator('svg')).toBeVisible();
    if (language === 'en') {
      await expect(chart).toHaveAttribute('aria-label', /by quarter/);
      await expect(trend.getByRole('heading', { level: 2 })).toHaveText('NPS by quarter');
      await page.waitForTimeout(700); // the chart's animation
      await page.mouse.move(0, 0);
      await trend.screenshot({ path: TREND_SCREENSHOT });
    }
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'section[data-testid^=trend-]');
  });
}

test('on a desktop the trend keeps its months and marks those under the minimum', async ({ page }) => {
  const trend = await openStoreTrends(page, 'en');
  await expect(trend.locator('[role=img]')).toHaveAttribute('aria-label', /by month/);
  await expect(trend.getByTestId('coarser-note')).toHaveCount(0);
  await expect(trend.getByTestId('thin-note')).toHaveText(
    'Hollow bars: months with fewer than 5 answers, too few for a value.',
  );
});
