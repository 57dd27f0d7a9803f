import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { drawnBuckets } from '@opinio/domain/partial-periods';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { drawAllComponents } from './page-components.ts';
import { transitionsEnded } from './phone.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

interface TrendPoint {
  bucket: string;
  value: number | null;
  count: number;
  /** Only partly inside the period (the month up to today): marked in the chart and the table. */
  partial: boolean;
  /** The value's 95% interval: a column of the table. */
  ciLow: number | null;
  ciHigh: number | null;
}

const NBSP = '\u00a0';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's findings (WCAG 2.2 A and AA) inside the element matched by a selector. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await transitionsEnded(page);
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The month of a trend bucket ("2026-03" or "2026-03-01") as the chart labels it in English. */
function monthLabel(bucket: string): string {
  const day = /^\d{4}-\d{2}$/.test(bucket) ? `${bucket}-01` : bucket;
  return new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The cells of each body row of a table, header cell first. */
function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** Presses Tab until the element has focus: it is in the page's tab order. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a trend chart is named by its summary and shows its data as a table from the keyboard', async ({
  page,
}) => {
  const trendAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/vuejs/analytics/trend/') && response.ok(),
  );
  await signIn(page, 'regional');
  await drawAllComponents(page);
  const answer = (await (await trendAnswer).json()) as {
    points: TrendPoint[];
    period: { from: string; to: string } | null;
  };
  // the months drawn: an edge month of a few days of the period is not (its note says so)
  const points = drawnBuckets(answer.points, answer.period, 'month').drawn;
  const english = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
  const latest = points.findLast((p) => p.value !== null);
  expect(latest).toBeDefined();

  const panel = page.locator('section[data-testid^=trend-]').first();
  // (ECharts draws an <svg> inside: the chart is the element that carries the name)
  const chart = panel.getByRole('img', { name: /^NPS by month/ });
  const period = `${monthLabel(points[0].bucket)} – ${monthLabel(points.at(-1)!.bucket)}`;
  const summary = new RegExp(
    `^NPS by month, ${period}: latest ${english.format(latest!.value!)} \\(n = ${english.format(latest!.count)}\\), (up|down|unchanged) .*; lowest -?\\d+, highest -?\\d+\\.( .+ (is a partial month|are partial months)\\.)?$`,
  );
  await expect(chart).toHaveAccessibleName(summary);
  expect(await axeViolations(page, 'section[data-testid^=trend-]')).toEqual([]);
  // ECharts' own English description is off: nothing else describes the chart
  await expect(page.locator('[aria-label^="This is a chart"]')).toHaveCount(0);

  const chartWidth = (await chart.boundingBox())!.width;

  // The toggle is in the tab order, shows where the focus is, and is pressed with the keyboard.
  const toggle = panel.getByRole('button', { name: 'Show as table' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.locator('main').focus();
  await tabTo(page, toggle);
  await expect(toggle).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeFocused();
  await expect(chart).toBeHidden();

  // The table holds the chart's data: a caption, a header per column, a row per month.
  const table = panel.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.locator('caption')).toHaveText(summary);
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'NPS', '95% interval', 'Answers']);
  expect(await tableRows(table)).toEqual(
    points.map((p) => [
      p.partial ? `${monthLabel(p.bucket)} (partial month)` : monthLabel(p.bucket),
      p.value === null ? '–' : english.format(p.value),
      p.ciLow === null || p.ciHigh === null
        ? '–'
        : `${english.format(p.ciLow)} – ${english.format(p.ciHigh)}`,
      english.format(p.count),
    ]),
  );
  await expect(table.getByRole('rowheader')).toHaveCount(points.length);
  expect(await axeViolations(page, 'section[data-testid^=trend-]')).toEqual([]);
  await page.screenshot({ path: artifact('chart-as-table') });

  // Behind its table the chart keeps its size: the export menu still exports it as drawn.
  await panel.getByTestId('chart-export-menu').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('chart-export-png').click();
  const png = readFileSync(await (await download).path());
  expect(png.readUInt32BE(16)).toBe(Math.round(chartWidth * 2));
  expect(png.length).toBeGreaterThan(5_000);

  // Pressed again, the chart comes back.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(table).toHaveCount(0);
  await expect(chart).toBeVisible();
});

/** Signs in through the API, in Finnish, and opens the first dashboard page. */
async function signInFinnish(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('opinio.locale', 'fi'));
  const login = await page.request.post('/api/vuejs/auth/login', {
    data: { username: 'regional', password: DEMO_PASSWORD },
    headers: { 'x-requested-with': 'opinio' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/page\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await drawAllComponents(page);
}

test('in Finnish, chart summaries, tooltips and tables write numbers as Finnish does', async ({ page }) => {
  await signInFinnish(page);

  const trend = page.locator('section[data-testid^=trend-]').first();
  await expect(trend.getByRole('img', { name: /^NPS/ })).toHaveAccessibleName(
    new RegExp(
      `^NPS kuukausittain, .+: viimeisin −?\\d+ \\(n = [\\d${NBSP}]+\\), .+; alin −?\\d+, ylin −?\\d+\\.( .+ (on osittainen kuukausi|ovat osittaisia kuukausia)\\.)?$`,
    ),
  );

  // the tooltip: answers and their share with a decimal comma
  const distribution = page.locator('section[data-testid^=distribution-]').first();
  const chart = distribution.getByRole('img', { name: /vastau/ });
  await expect(chart).toHaveAccessibleName(
    new RegExp(
      `^.+: yleisin vastaus on \\d+ \\(\\d+${NBSP}%, [\\d${NBSP}]+/[\\d${NBSP}]+ vastauksesta\\)\\.$`,
    ),
  );
  // the chart may still be drawing (or redraw once its data settles), which hides a tooltip shown
  // too early: point at a bar again on every look until the tooltip is there
  await chart.scrollIntoViewIfNeeded();
  let step = 0;
  await expect
    .poll(async () => {
      const box = await chart.boundingBox();
      if (box) {
        step += 1;
        await page.mouse.move(box.x + box.width * (0.5 + (step % 3) * 0.1), box.y + box.height * 0.6);
      }
      return chart.evaluate((element) =>
        [...element.querySelectorAll('div')].map((d) => d.textContent).join(' | '),
      );
    })
    .toMatch(new RegExp(`\\d+ \\(\\d{1,3},\\d${NBSP}%\\)`));

  // the table: Finnish headers, a row per answer, shares with a decimal comma
  const toggle = distribution.getByRole('button', { name: 'Näytä taulukkona' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const table = distribution.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Vastaus', 'Vastaukset', 'Osuus']);
  const rows = await tableRows(table);
  expect(rows.map((row) => row[0])).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  for (const [, count, share] of rows) {
    expect(count).toMatch(new RegExp(`^\\d{1,3}(${NBSP}\\d{3})*$`));
    expect(share).toMatch(new RegExp(`^\\d{1,3},\\d${NBSP}%$`));
  }
});

test('in Finnish, the relative-date filter shows its day as Finnish writes dates', async ({ page }) => {
  await signInFinnish(page);
  const sidebar = page.getByTestId('filter-sidebar');
  await sidebar.getByRole('tab', { name: 'Aikasuodattimet' }).click();
  await sidebar.getByTestId('filter-fdate-amount').fill('30');
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 30));
  const finnish = new Intl.DateTimeFormat('fi', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  expect(finnish).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
  await expect(sidebar.getByText(`Vastaukset päivältä ${finnish}`)).toBeVisible();
});
