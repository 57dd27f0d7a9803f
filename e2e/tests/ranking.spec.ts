import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { artifact } from './artifacts.ts';
import { drawAllComponents } from './page-components.ts';
import { takeReport } from './report-menu.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

/** The root node of the demo with the last 180 days: enough answers for most stores, not all. */
const DRILL = 'org,all;ftime=rdays:-180:0';
const RANKING_URL = `/ranking/cx/${encodeURIComponent(DRILL)}?indicator=nps&level=4`;

interface ScreenRow {
  rank: number | null;
  title: string;
  value: string;
  count: number;
}

/** Rows of a ranking table as the screen shows them. */
async function screenRows(table: Locator, ranked: boolean): Promise<ScreenRow[]> {
  return table.locator('tbody tr').evaluateAll(
    (rows, hasRank) =>
      rows.map((row) => {
        // a value cell's own figure, without its interval in small print below it
        const cells = [...row.querySelectorAll('td, th')].map((c) =>
          (c.querySelector('[data-testid="figure-value"]')?.textContent ?? c.textContent ?? '').trim(),
        );
        const [rank, title, value, count] = hasRank ? cells : [null, ...cells];
        return {
          rank: rank === null ? null : Number(rank),
          title: title ?? '',
          value: value ?? '',
          count: Number((count ?? '').replace(/[^\d]/g, '')),
        };
      }),
    ranked,
  );
}

/** Root belongs to two organisations: sign in to the demo retail chain's. */
async function signInRoot(page: Page) {
  await page.goto('/');
  await page.getByLabel('User name').fill('root');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('choose-universe-link').click();
  await page.getByLabel('Organisation').fill('demo');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\/\w+\/cx\//);
}

async function openRanking(page: Page) {
  await signInRoot(page);
  await page.goto(RANKING_URL);
  await expect(page.getByTestId('screen-title')).toHaveAttribute('data-route', 'rankings');
  await expect(page.getByTestId('ranking-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
}

/** Shows every row of a paged table (the demo has 200 stores; 250 per page holds them all). */
async function showAll(page: Page, testId: string) {
  const pagination = page.getByTestId(`${testId}-pagination`);
  if ((await pagination.count()) === 0) return;
  await pagination.getByRole('combobox').click();
  await page.getByRole('option', { name: '250' }).click();
}

test('the ranking of the 200 demo stores sorts, downloads the same rows as Excel, and drills', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openRanking(page);
  const table = page.getByTestId('ranking-table');
  await showAll(page, 'ranking-table');
  await showAll(page, 'ranking-too-few-table');
  const ranked = await screenRows(table, true);
  const tooFewTable = page.getByTestId('ranking-too-few-table');
  const tooFew = (await tooFewTable.count()) > 0 ? await screenRows(tooFewTable, false) : [];
  // every store of the demo is on screen once: ranked, or apart with too few answers
  expect(ranked.length + tooFew.length).toBe(200);
  expect(ranked.length).toBeGreaterThan(100);
  expect(ranked.map((r) => r.rank)).toEqual([...ranked.map((r) => r.rank)].sort((a, b) => a! - b!));
  // a time filter is set: rank changes are shown with arrows and numbers
  await expect(table.locator('tbody tr').first().locator('td').last()).not.toHaveText('');
  await expect(page.getByTestId('ranking-no-period')).toHaveCount(0);

  // a picture for people: 1920x1080, the top of the ranking
  await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
  await page.mouse.move(0, 1079);
  await page.waitForTimeout(600); // chart animation
  await page.screenshot({ path: artifact('ranking') });

  // the Excel download has the same rows as the table on screen
  const download = await takeReport(page, 'ranking');
  expect(download.suggestedFilename()).toMatch(/^ranking-cx-Nordic_Retail-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const lines: unknown[][] = [];
  sheet.eachRow((row) => {
    lines.push((row.values as unknown[]).slice(1));
  });
  const header = lines.findIndex((l) => l[0] === 'Rank');
  const section = lines.findIndex((l) => String(l[0] ?? '').startsWith('Too few answers'));
  const unitLines = (from: number, to: number) =>
    lines
      .slice(from, to)
      // a unit's row: its name, and its id in the last column
      .filter((l) => typeof l[1] === 'string' && typeof l[12] === 'string' && /^s\d+$/.test(l[12]));
  const excelRanked = unitLines(header + 1, section < 0 ? lines.length : section);
  const excelTooFew = section < 0 ? [] : unitLines(section + 1, lines.length);
  const asScreen = (line: unknown[], hasRank: boolean): ScreenRow => ({
    rank: hasRank ? (line[0] as number) : null,
    title: line[1] as string,
    value: typeof line[3] === 'number' ? (line[3] as number).toFixed(0) : '–',
    count: line[6] as number,
  });
  expect(excelRanked.map((l) => asScreen(l, true))).toEqual(ranked);
  expect(excelTooFew.map((l) => asScreen(l, false))).toEqual(tooFew);

  // how long a sort of every row on screen takes, for the report (not asserted: timing)
  const sortMs = await page.evaluate(async () => {
    const start = performance.now();
    document.querySelector<HTMLElement>('[data-testid=ranking-table-sort-title]')?.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return Math.round(performance.now() - start);
  });
  test
    .info()
    .annotations.push({ type: 'performance', description: `sorting ${ranked.length} rows: ${sortMs} ms` });
  console.log(`ranking: sorting ${ranked.length} rows on screen took ${sortMs} ms`);

  // sorting: by the indicator value (best first, then worst first), then by answers with the keyboard
  const values = async () =>
    (await screenRows(table, true)).map((r) => Number(r.value.replace(/[^\d.-]/g, '')));
  await page.getByTestId('ranking-table-sort-value').click();
  const descending = await values();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await page.getByTestId('ranking-table-sort-value').click();
  const ascending = await values();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending[0]).toBeLessThan(descending[0]);
  await page.getByTestId('ranking-table-sort-count').focus();
  await page.keyboard.press('Enter');
  const counts = (await screenRows(table, true)).map((r) => r.count);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expect(page.getByTestId('ranking-table-sort-count').locator('..')).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // the level picker names the levels as the organisation does, the stores last
  await page.getByTestId('ranking-level').click();
  await expect(page.getByRole('option')).toHaveText(['Region', 'District', 'Store']);
  // it is in the URL: districts, then a click drills into the district's stores
  await page.getByRole('option', { name: 'District' }).click();
  await expect(page).toHaveURL(/[?&]level=3/);
  // the stores stay on screen until the districts arrive
  await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(50);
  const district = table.locator('tbody tr').first();
  const districtName = (await district.getAttribute('data-unit'))!;
  await district.click();
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).pathname))
    .toMatch(new RegExp(`^/ranking/cx/org,all,\\w+,${districtName};ftime=rdays:-180:0$`));
  // a district's stores: level 3 no longer applies, the stores below are ranked
  expect(new URL(page.url()).searchParams.get('level')).toBeNull();
  await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toHaveAttribute(
    'data-testid',
    `breadcrumb-${districtName}`,
  );
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // a store has nothing below it: Enter on its name opens its dashboard, filters kept
  const store = table.locator('tbody tr').first();
  const storeName = (await store.getAttribute('data-unit'))!;
  await store.getByRole('button').press('Enter');
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).pathname))
    .toMatch(new RegExp(`^/page/\\w+/cx/org,all,\\w+,${districtName},${storeName};ftime=rdays:-180:0$`));
});

test('chart export: PNG and PDF downloads are real files; print opens a frame with the chart', async ({
  page,
}) => {
  await openRanking(page);
  const chart = page.getByTestId('ranking').getByTestId('chart');
  await expect(chart.locator('[role=img] svg')).toBeVisible();

  await chart.getByTestId('chart-export-menu').click();
  let downloadPromise = page.waitForEvent('download');
  await page.getByTestId('chart-export-png').click();
  const png = readFileSync(await (await downloadPromise).path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.length).toBeGreaterThan(5_000);
  writeFileSync(artifact('ranking-chart-export'), png);
  // twice the chart's size on screen (IHDR width and height)
  const box = (await chart.locator('[role=img]').boundingBox())!;
  expect(png.readUInt32BE(16)).toBe(Math.round(box.width * 2));

  // keyboard: the menu opens with Enter and its items are reachable with the arrows
  await chart.getByTestId('chart-export-menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // the menu focuses an item (the last one used, if any): Home goes to the first
  await page.keyboard.press('Home');
  await expect(page.getByTestId('chart-export-print')).toBeFocused();
  downloadPromise = page.waitForEvent('download');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('chart-export-png')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('chart-export-pdf')).toBeFocused();
  await page.keyboard.press('Enter');
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  expect(pdf.length).toBeGreaterThan(5_000);

  // print: a hidden frame holding only the chart's title and image
  await chart.getByTestId('chart-export-menu').click();
  await page.getByTestId('chart-export-print').click();
  const frame = page.locator('iframe[data-testid=chart-print-frame]');
  await expect(frame).toHaveCount(1);
  const printed = page.frameLocator('iframe[data-testid=chart-print-frame]');
  await expect(printed.locator('h1')).toHaveText(/NPS/);
  expect(await printed.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  // the dashboard's charts have the same menu and fullscreen button
  await page.goto(`/page/overview/cx/${encodeURIComponent(DRILL)}`);
  await drawAllComponents(page);
  await expect(page.getByTestId('chart-toolbar').first()).toBeVisible();
  await expect.poll(() => page.getByTestId('chart-toolbar').count()).toBeGreaterThanOrEqual(2);
  // fullscreen works outside a frame: the chart's panel fills the screen
  await page.getByTestId('chart-fullscreen').first().click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('SECTION');
  await page.waitForTimeout(500); // the chart follows the new size
  await page.screenshot({ path: artifact('chart-fullscreen') });
  await page.getByTestId('chart-fullscreen').first().click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('a page component shows the ranking; fullscreen inside a frame without allowfullscreen says so', async ({
  page,
}) => {
  await signInRoot(page);
  // a page configured with a RankingTableComponent shows the ranking too
  // (here without a time filter: the change of rank is explained instead of shown)
  await page.goto(`/page/rankings/cx/${encodeURIComponent('org,all')}?level=2`);
  await expect(page.getByTestId('screen-title')).toHaveAttribute('data-route', 'page');
  await expect(page.getByTestId('ranking-table').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('ranking-no-period')).toContainText('Rank changes need a time filter');
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await page.screenshot({ path: artifact('ranking-regions-no-period') });

  // a page that frames the ranking without allowing full screen (same origin allows it
  // by default, so the frame says so explicitly, as a frame without allowfullscreen elsewhere)
  await page.goto('/api/health');
  await page.evaluate((src) => {
    document.body.innerHTML = '';
    const frame = document.createElement('iframe');
    frame.setAttribute('allow', "fullscreen 'none'");
    frame.src = src;
    frame.style.width = '1400px';
    frame.style.height = '850px';
    document.body.append(frame);
  }, RANKING_URL);
  const app = page.frameLocator('iframe');
  const button = app.getByTestId('ranking').getByTestId('chart-fullscreen');
  await expect(button).toBeVisible({ timeout: 30_000 });
  // the alert blocks the click until it is answered: answer it as it comes
  const alerts: Array<{ type: string; message: string }> = [];
  page.on('dialog', async (dialog) => {
    alerts.push({ type: dialog.type(), message: dialog.message() });
    await dialog.accept();
  });
  await button.click();
  await expect
    .poll(() => alerts)
    .toEqual([{ type: 'alert', message: 'Full screen is not supported inside a frame.' }]);
});

const PHONE = { width: 390, height: 844 };
const PHONE_SCREENSHOT = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

/** Every card's value, answers and change lie inside the phone's width; nothing scrolls sideways. */
async function expectCardsInside(page: Page, testId: string) {
  const cards = page.getByTestId(testId).getByTestId('ranking-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    for (const part of [
      'ranking-card-value',
      'ranking-card-count',
      'ranking-card-change',
      'ranking-card-title',
    ]) {
      const box = (await card.getByTestId(part).boundingBox())!;
      expect(box, `${part} of card ${i + 1}`).not.toBeNull();
      expect(box.x, `${part} of card ${i + 1}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${part} of card ${i + 1}`).toBeLessThanOrEqual(PHONE.width);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function openPhoneRanking(page: Page, user: string, drill: string) {
  await page.setViewportSize(PHONE);
  await signIn(page, user);
  await page.goto(`/ranking/cx/${encodeURIComponent(drill)}`);
  await expect(page.getByTestId('screen-title')).toHaveAttribute('data-route', 'rankings');
  await expect(page.getByTestId('ranking-table').getByTestId('ranking-card').first()).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(page.getByTestId('ranking-table').locator('table')).toHaveCount(0);
}

/** A picture of the ranking's cards on a phone: the panel's top scrolled into view. */
async function phoneScreenshot(page: Page, name: string, from: string) {
  await page.getByTestId(from).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(600); // chart animation
  await page.screenshot({ path: PHONE_SCREENSHOT(name) });
}

test('on a phone a regional manager ranks the stores of the region as cards that open with the keyboard', async ({
  page,
}) => {
  await openPhoneRanking(page, 'regional', 'org,all,north;ftime=rdays:-180:0');
  await expectCardsInside(page, 'ranking-table');
  await page.screenshot({ path: artifact('ranking-phone-regional-top') });
  // every store has its name: no unnamed peers in the manager's own region
  await expect(page.getByTestId('ranking-table').getByText(/^Peer \d+$/)).toHaveCount(0);
  await phoneScreenshot(page, 'ranking-phone-regional', 'ranking-summary');
  // below the region the levels are picked by their names, the stores by default
  await page.getByTestId('ranking-level').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('ranking-level')).toHaveText('Store');
  await page.getByTestId('ranking-level').click();
  await expect(page.getByRole('option')).toHaveText(['District', 'Store']);
  // the menu has grown in: fully opaque
  await page.waitForFunction(
    () =>
      getComputedStyle(document.querySelector('[role=listbox]')!.closest('.MuiPaper-root')!).opacity === '1',
  );
  await page.screenshot({ path: PHONE_SCREENSHOT('ranking-levels-390') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // the pages of cards: the pager fits the phone too
  const pager = page.getByTestId('ranking-table-pagination');
  await pager.scrollIntoViewIfNeeded();
  for (const part of await pager.locator('button, [role=combobox], p').all()) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.screenshot({ path: artifact('ranking-phone-pagination') });

  // a card is one Tab stop; Enter on it opens the store's dashboard as the row does
  const first = page.getByTestId('ranking-table').getByTestId('ranking-card').first();
  const store = (await first.getAttribute('data-unit'))!;
  const button = first.getByRole('button');
  await button.focus();
  await expect(button).toBeFocused();
  // the focus is visible: an outline around the card
  expect(await button.evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByTestId('ranking-table').getByTestId('ranking-card').nth(1).getByRole('button'),
  ).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).pathname))
    .toMatch(new RegExp(`^/page/\\w+/cx/org,all,north,\\w+,${store};ftime=rdays:-180:0$`));
});

test('on a phone a store manager sees their store ranked among its peers, the peers unnamed', async ({
  page,
}) => {
  await openPhoneRanking(page, 'store', 'org,all,north,oulu,s001;ftime=rdays:-180:0');
  const standing = page.getByTestId('ranking-peers');
  await expect(standing).toContainText('Oulu Centre');
  await expect(page.getByTestId('ranking-peers-rank')).toHaveText(/^(Rank \d+ of \d+|Not ranked: .*)$/);
  await expect(standing).toContainText('units at the Store level under the same District.');
  await expect(standing).toContainText('Other units are shown without their names.');
  // no screen tells the store manager to move up
  await expect(page.getByText(/Move up/)).toHaveCount(0);
  const cards = page.getByTestId('ranking-peers').locator('..').getByTestId('ranking-card');
  await expect(cards.filter({ hasText: 'Oulu Centre' })).toHaveCount(1);
  await expect(page.locator('[data-own=true]')).toHaveCount(1);
  expect(await cards.filter({ hasText: /Peer \d+/ }).count()).toBeGreaterThan(1);
  // only the own store opens; the peers carry no id
  await expect(page.locator('[data-testid=ranking-card][data-unit]')).toHaveCount(1);
  await expect(page.locator('[data-testid=ranking-card] [role=button]')).toHaveCount(1);
  await expectCardsInside(page, 'ranking-table');
  await page.screenshot({ path: artifact('ranking-phone-store-top') });
  await phoneScreenshot(page, 'ranking-phone-store', 'ranking-peers');
  // there is no level to pick among peers
  await expect(page.getByTestId('ranking-level')).toHaveCount(0);

  // at desktop widths the same peers are a table, the own store's row selected
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = page.getByTestId('ranking-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('tr[data-testid=ranking-row][data-unit]')).toHaveCount(1);
  await expect(page.locator('tr[data-testid=ranking-row].Mui-selected')).toContainText('Oulu Centre');
  await page.screenshot({ path: artifact('ranking-desktop-store') });
  await page.setViewportSize(PHONE);

  // the leaderboard: the store among its peers, as cards with every badge inside the screen
  await page.goto(`/page/leaderboard/cx/${encodeURIComponent('org,all,north,oulu,s001')}`);
  const board = page.getByTestId('leaderboard');
  await expect(board.getByTestId('leaderboard-row').first()).toBeVisible();
  await expect(page.getByTestId('leaderboard-peers')).toContainText(
    /^Your unit among the \d+ units at the Store level under the same District; the others are shown without their names\.$/,
  );
  expect(await board.getByTestId('leaderboard-row').count()).toBeGreaterThan(1);
  await expect(board.locator('[data-own=true]')).toContainText('Oulu Centre');
  for (const part of await board
    .locator('[data-testid=leaderboard-badges] > *, [data-testid=leaderboard-points]')
    .all()) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByTestId('leaderboard').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: artifact('leaderboard-phone-store') });
});
