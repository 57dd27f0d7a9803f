import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { type CountFilters, countFiltered } from './filtered-count.ts';
import { dashboardLocation, signIn } from './session.ts';

const artifact = (name: string) => fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url));

/** Every KPI tile's indicator, count and value, once no panel is loading. */
async function kpiNumbers(page: Page): Promise<string[]> {
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  return page
    .locator('[data-testid^=kpi-][data-count]')
    .evaluateAll((tiles) =>
      tiles.map((t) => `${t.getAttribute('data-testid')}=${t.dataset.count}/${t.dataset.value}`),
    );
}

/** The NPS tile counts what PostgreSQL counts for the same filters. */
async function expectNpsCount(page: Page, filters: CountFilters): Promise<number> {
  const expected = await countFiltered('admin', filters);
  await expect(page.getByTestId('kpi-nps')).toHaveAttribute('data-count', String(expected));
  return expected;
}

const token = (page: Page) => dashboardLocation(page.url()).filterToken;

/** The sidebar scrolls: a tall window shows all of it in one picture. */
async function saveSidebar(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 1250 });
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await page.mouse.move(0, 0); // no hover highlight in the picture
  await page.getByTestId('filter-sidebar').screenshot({ path: artifact(name) });
  if (size) await page.setViewportSize(size);
}

test('filters change the numbers, travel in the link, go back with Back and clear', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  expect(dashboardLocation(page.url())).toMatchObject({
    drillPath: 'org,all',
    filterToken: 'ftime=rdays:-90:0',
  });
  const sidebar = page.getByTestId('filter-sidebar');
  const chips = page.getByTestId('active-filters');

  // A choice: channel = web (answer value 2).
  await sidebar.getByTestId('filter-toggle-channel').click();
  await sidebar.getByTestId('filter-editor-channel').getByLabel('Web shop').check();
  await sidebar.getByTestId('filter-apply-channel').click();
  await expect.poll(() => token(page)).toBe('ftime=rdays:-90:0;channel=web');
  await expect(chips).toContainText('Channel: Web shop');
  const web = await expectNpsCount(page, { days: 90, channel: 2 });
  expect(web).toBeGreaterThan(0);

  // A range, applied with Enter: NPS answers 0 to 6.
  await sidebar.getByTestId('filter-group-Scores').getByRole('button', { name: 'Scores' }).click();
  await sidebar.getByTestId('filter-toggle-nps').click();
  await sidebar.getByTestId('filter-nps-from').fill('0');
  await sidebar.getByTestId('filter-nps-to').fill('6');
  await sidebar.getByTestId('filter-nps-to').press('Enter');
  await expect.poll(() => token(page)).toBe('ftime=rdays:-90:0;channel=web;nps=0_6');
  await expect(chips).toContainText('Likelihood to recommend (0-10): 0–6');
  const detractors = await expectNpsCount(page, { days: 90, channel: 2, nps: [0, 6] });
  expect(detractors).toBeLessThan(web);
  await saveSidebar(page, 'filters-standard');

  // An invalid date interval is explained and cannot be applied; a valid one can.
  await sidebar.getByRole('tab', { name: 'Time filters' }).click();
  const from = sidebar.getByTestId('filter-ftime-from');
  const to = sidebar.getByTestId('filter-ftime-to');
  await from.fill('5');
  await to.fill('1');
  await expect(sidebar.getByText('must be less than 1')).toBeVisible();
  await expect(sidebar.getByText('must be larger than 5')).toBeVisible();
  await expect(sidebar.getByTestId('filter-apply-ftime')).toBeDisabled();
  await to.press('Enter');
  expect(token(page)).toContain('ftime=rdays:-90:0');
  await from.fill('-60');
  await to.fill('0');
  await sidebar.getByTestId('filter-apply-ftime').click();
  await expect.poll(() => token(page)).toBe('ftime=rdays:-60:0;channel=web;nps=0_6');
  // -60 to 0 days, today counted as 0: 61 days
  await expect(chips).toContainText('Time: Last 61 days');
  await expectNpsCount(page, { days: 60, channel: 2, nps: [0, 6] });
  const beforeRelative = await kpiNumbers(page);

  // A relative date: answers dated before the day 30 days back.
  await sidebar.getByTestId('filter-fdate-direction').click();
  await page.getByRole('option', { name: 'before the day' }).click();
  await sidebar.getByTestId('filter-fdate-amount').fill('30');
  await sidebar.getByTestId('filter-apply-fdate').click();
  await expect.poll(() => token(page)).toBe('ftime=rdays:-60:0;channel=web;nps=0_6;fdate=rdateb30db');
  await expect(chips).toContainText('(30 days ago)');
  await expectNpsCount(page, { days: 60, channel: 2, nps: [0, 6], beforeDaysBack: 30 });
  const filtered = await kpiNumbers(page);
  expect(filtered).not.toEqual(beforeRelative);
  await saveSidebar(page, 'filters-time');

  // The address is the whole view: another signed-in browser sees the same numbers.
  const link = page.url();
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, 'admin');
  await otherPage.goto(link);
  expect(await kpiNumbers(otherPage)).toEqual(filtered);
  await expect(otherPage.getByTestId('active-filters')).toContainText('Channel: Web shop');
  await other.close();

  // Back undoes the last filter change.
  await page.goBack();
  await expect.poll(() => token(page)).toBe('ftime=rdays:-60:0;channel=web;nps=0_6');
  expect(await kpiNumbers(page)).toEqual(beforeRelative);

  // Clear all: every answer, of all dates.
  await sidebar.getByTestId('filter-clear-all').click();
  await expect.poll(() => token(page)).toBe('');
  await expect(chips).toContainText('No filters');
  await expectNpsCount(page, {});
});

test('a filter the server refuses is explained and can be removed', async ({ page }) => {
  await signIn(page, 'admin');
  const bad = encodeURIComponent('org,all;ftime=rdays:-90:0;nps=abc');
  await page.goto(`/page/overview/cx/${bad}`);
  const alert = page.getByTestId('filter-error');
  const refusal = 'does not take the value "abc"';
  await expect(alert).toContainText(refusal);
  await expect(page.getByTestId('snackbar')).toContainText(refusal);
  await expect(page.getByTestId('filter-section-nps')).toContainText(refusal);
  await alert.getByTestId('filter-error-remove').click();
  await expect.poll(() => token(page)).toBe('ftime=rdays:-90:0');
  await expect(alert).toBeHidden();
  await expectNpsCount(page, { days: 90 });
});

/** The demo's Oulu district and its ten stores (apps/server/src/demo/organisation.ts). */
const OULU_UNITS = [
  'Oulu district',
  ...['Centre', 'Mall', 'Station', 'Harbour', 'Market', 'Park', 'Square', 'Bridge', 'Hill', 'Gate'].map(
    (site) => `Oulu ${site}`,
  ),
];

test('typing "Oulu" into the store typeahead finds every Oulu store, the next name typed replaces it, and the dashboard is filtered to the chosen ones', async ({
  page,
}) => {
  await signIn(page, 'regional');
  const sidebar = page.getByTestId('filter-sidebar');
  await sidebar
    .getByTestId('filter-group-Organisation')
    .getByRole('button', { name: 'Organisation' })
    .click();
  await sidebar.getByTestId('filter-toggle-store').click();
  const field = sidebar.getByTestId('filter-typeahead-store').getByRole('combobox');
  await field.click();
  await field.pressSequentially('Oulu', { delay: 40 });
  await expect(field).toHaveValue('Oulu');
  const listed = page.getByRole('listbox').getByRole('option');
  await expect.poll(async () => (await listed.allTextContents()).sort()).toEqual([...OULU_UNITS].sort());
  await listed.filter({ hasText: /^Oulu Harbour$/ }).click();
  // The text stays after a choice: a second store from the same search.
  await expect(field).toHaveValue('Oulu');
  await listed.filter({ hasText: /^Oulu Park$/ }).click();
  // ... selected, so that the next name typed replaces it rather than being added to it
  await field.pressSequentially('Kemi', { delay: 40 });
  await expect(field).toHaveValue('Kemi');
  await expect(listed.filter({ hasText: /^Kemi Centre$/ })).toBeVisible();
  await expect(listed.filter({ hasText: /^Oulu/ })).toHaveCount(0);
  await listed.filter({ hasText: /^Kemi Centre$/ }).click();
  await page.keyboard.press('Escape');
  await sidebar.getByTestId('filter-apply-store').click();
  await expect.poll(() => token(page)).toMatch(/;store=s\d+\*s\d+\*s\d+$/);
  const chips = page.getByTestId('active-filters');
  await expect(chips).toContainText('Oulu Harbour');
  await expect(chips).toContainText('Oulu Park');
  await expect(chips).toContainText('Kemi Centre');
  const stores = /store=(.*)$/.exec(token(page))![1].split('*');
  await expectNpsCount(page, { days: 90, stores });
});

test('typing part of a topic in Finnish finds it in the topic typeahead, and the chosen topic filters the dashboard', async ({
  page,
}) => {
  await signIn(page, 'regional');
  await page.evaluate(() => sessionStorage.setItem('opinio.locale', 'fi'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  const nps = page.getByTestId('kpi-nps');
  await expect(nps).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await nps.getAttribute('data-count'));
  const sidebar = page.getByTestId('filter-sidebar');
  await sidebar.getByTestId('filter-toggle-topic').click();
  const field = sidebar.getByTestId('filter-typeahead-topic').getByRole('combobox');
  await field.click();
  await field.pressSequentially('jono', { delay: 40 });
  await expect(field).toHaveValue('jono');
  const listed = page.getByRole('listbox').getByRole('option');
  await expect.poll(() => listed.allTextContents()).toEqual(['Kassat ja jonot']);
  await listed.first().click();
  await page.keyboard.press('Escape');
  await sidebar.getByTestId('filter-apply-topic').click();
  await expect.poll(() => token(page)).toMatch(/;topic=checkout-queues$/);
  await expect(page.getByTestId('active-filters')).toContainText('Kassat ja jonot');
  await expect.poll(async () => Number(await nps.getAttribute('data-count'))).toBeLessThan(before);
  expect(Number(await nps.getAttribute('data-count'))).toBeGreaterThan(0);
});
