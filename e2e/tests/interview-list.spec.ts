import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { expectAccessible, expectNoSidewaysScroll, expectWithinWidth, PHONE } from './phone.ts';
import { dashboardLocation, signIn } from './session.ts';

const SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/interview-list-390.png', import.meta.url));

interface ListAnswer {
  items: Array<{ id: number; nps: number | null; comment: string | null }>;
  nextCursor: string | null;
}

test('the interviews page sorts by score, searches comments, loads more and opens an interview', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-interviews').click();
  await expect(page).toHaveURL(/\/page\/interviews\/cx\//);
  const list = page.getByTestId('interview-list');
  const rows = list.getByTestId('interview-row');
  await expect(rows).toHaveCount(25);

  // sort by score, lowest first: the rows are the API's answer, in order
  await list.getByTestId('interview-sort').click();
  await page.getByTestId('interview-sort-score_asc').click();
  await expect(page).toHaveURL(/[?&]sort=score_asc/);
  const { drillPath, filterToken } = dashboardLocation(page.url());
  const drillPathFiltered = encodeURIComponent(filterToken ? `${drillPath};${filterToken}` : drillPath);
  const api = async (query: string) => {
    const response = await page.request.get(`/api/vuejs/interviews/cx/${drillPathFiltered}?${query}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as ListAnswer;
  };
  const lowest = await api('sort=score_asc&limit=25');
  await expect
    .poll(() => rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-interview-id')))))
    .toEqual(lowest.items.map((i) => i.id));
  const chips = (await list.getByTestId('interview-nps').allTextContents()).map(Number);
  expect(chips).toEqual(lowest.items.map((i) => i.nps));
  expect(chips).toEqual([...chips].sort((a, b) => a - b));
  const newest = await api('sort=newest&limit=100');
  expect(chips[0]).toBeLessThanOrEqual(Math.min(...newest.items.map((i) => i.nps ?? 10)));
  await expect(list.getByTestId('interview-nps').first()).toHaveAttribute('data-category', 'detractor');

  // search a word of the demo comments: every row's comment has it, the sort stays
  await list.getByTestId('interview-search').fill('staff');
  await expect(page).toHaveURL(/[?&]q=staff/);
  await expect(page).toHaveURL(/[?&]sort=score_asc/);
  const found = await api('sort=score_asc&search=staff&limit=25');
  expect(found.nextCursor).not.toBeNull();
  await expect
    .poll(() => rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-interview-id')))))
    .toEqual(found.items.map((i) => i.id));
  for (const comment of await list.getByTestId('interview-comment').allTextContents())
    expect(comment.toLowerCase()).toContain('staff');

  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 1500 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifact('interview-list') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // load more: the next page follows, no row twice
  await list.getByTestId('interview-load-more').click();
  await expect(rows).toHaveCount(50);
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-interview-id')));
  expect(new Set(ids).size).toBe(50);

  // an unmatched search shows the empty state
  await list.getByTestId('interview-search').fill('zzqqxx');
  await expect(list.getByText(/zzqqxx/)).toBeVisible();
  await expect(rows).toHaveCount(0);
  await list.getByTestId('interview-search').fill('staff');
  await expect(rows.first()).toBeVisible();

  // open an interview by keyboard: focus a row's link, Enter
  const first = rows.first();
  const id = await first.getAttribute('data-interview-id');
  await first.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/interview/cx/${id}$`));
  await expect(page.getByTestId('nps-value')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=staff/);
  await expect(rows.first()).toBeVisible();
  // and by mouse
  const second = rows.nth(1);
  const secondId = await second.getAttribute('data-interview-id');
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/interview/cx/${secondId}$`));
});

test('a row reached with the keyboard is visibly marked, one Tab stop per row', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-interviews').click();
  const rows = page.getByTestId('interview-list').getByTestId('interview-row');
  await expect(rows).toHaveCount(25);
  await page.mouse.move(0, 0);
  const second = rows.nth(1);
  const before = await second.screenshot();
  await rows.nth(0).getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('link')).toBeFocused();
  const focused = await second.screenshot();
  expect(focused.equals(before)).toBe(false);
  // The mark is the row's, not only the link's outline: the row's own colour changes.
  const background = await second.evaluate((row) => getComputedStyle(row).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/interview\/cx\/\d+/);
});

test('on a phone each interview is a card: date, score and comment on screen, one Tab stop, no axe finding', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  await page.goto('/page/interviews/cx/org%2Call');
  const list = page.getByTestId('interview-list');
  const cards = list.getByTestId('interview-card');
  await expect(cards).toHaveCount(25);
  await expect(list.getByTestId('interview-table')).toHaveCount(0);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // the first cards' date, score and comment are inside the screen, not cut off at its side
  const withComment = cards.filter({ has: page.getByTestId('interview-comment') }).first();
  for (const card of [cards.first(), cards.nth(1), withComment]) {
    await expectWithinWidth(card);
    await expectWithinWidth(card.getByTestId('interview-date'));
    await expectWithinWidth(card.getByTestId('interview-nps'));
  }
  await expectWithinWidth(withComment.getByTestId('interview-comment'));
  // the date in the reader's language, the score in its class
  await expect(cards.first().getByTestId('interview-date')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  const score = cards.first().getByTestId('interview-nps');
  const value = Number(await score.textContent());
  if (!Number.isNaN(value))
    await expect(score).toHaveAttribute(
      'data-category',
      value <= 6 ? 'detractor' : value <= 8 ? 'passive' : 'promoter',
    );
  // the organisation has units below it: each card names its unit
  await expect(cards.first().getByTestId('interview-unit')).not.toBeEmpty();

  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: SCREENSHOT });
  await expectAccessible(page);

  // one Tab stop per card, the card visibly marked; Enter opens its interview
  const second = cards.nth(1);
  const before = await second.screenshot();
  await cards.first().getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('link')).toBeFocused();
  expect((await second.screenshot()).equals(before)).toBe(false);
  const id = await second.getAttribute('data-interview-id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/interview/cx/${id}$`));
  // a tap anywhere on a card opens it too
  await page.goBack();
  const third = cards.nth(2);
  const thirdId = await third.getAttribute('data-interview-id');
  await third.getByTestId('interview-date').click();
  await expect(page).toHaveURL(new RegExp(`/interview/cx/${thirdId}$`));
});
