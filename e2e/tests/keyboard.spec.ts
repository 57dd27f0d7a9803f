import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { dashboardLocation } from './session.ts';

const CSRF = { 'X-Requested-With': 'opinio' };
const screenTitle = (page: Page, name: string) =>
  page.locator(`[data-testid=screen-title][data-route=${name}]`);

/** What has focus: "BODY" when focus fell to the page itself. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return active.getAttribute('data-testid') ?? active.getAttribute('aria-label') ?? active.tagName;
  });

/** Focus is somewhere on the screen, never on the page body, once an action has its result. */
async function expectFocusKept(page: Page, after: string) {
  expect(await focused(page), `focus after ${after}`).not.toBe('BODY');
}

/**
 * Presses Tab until the element (or something inside it) has focus, as a keyboard user would.
 * The element may not be there yet: a dashboard page draws a component as Tab comes to it.
 */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    const reached =
      (await target.count()) > 0 &&
      (await target.evaluate(
        (el) =>
          document.activeElement !== null &&
          (el === document.activeElement || el.contains(document.activeElement)),
      ));
    if (reached) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A detractor in Oulu's store s001 through the public API, with an API key made by the administrator. */
async function detractor(browser: Browser, comment: string): Promise<number> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/');
  await admin.getByLabel('User name').fill('admin');
  await admin.getByLabel('Password').fill('demo');
  await admin.getByLabel('Password').press('Enter');
  await expect(admin).toHaveURL(/\/page\//);
  const key = await admin.request.post('/api/vuejs/surveys/apikey/create/cx', {
    headers: CSRF,
    data: { name: 'keyboard-e2e' },
  });
  expect(key.status(), await key.text()).toBe(200);
  const { token } = (await key.json()) as { token: string };
  const ingest = await admin.request.post('/api/v1/surveys/cx/interviews', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      interviews: [
        {
          externalId: `keyboard-${Date.now()}`,
          unit: 's001',
          date: new Date().toISOString(),
          answers: { nps: 2, sat_overall: 1, sat_staff: 2, channel: 'web', comment },
        },
      ],
    },
  });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const [id] = ((await ingest.json()) as { ids: number[] }).ids;
  await context.close();
  return id;
}

test('the keyboard alone closes the loop: sign in, drill, filter, open an alert, comment, solve', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const comment = 'The web shop charged me twice and nobody answers the phone.';
  const interviewId = await detractor(browser, comment);

  // Sign in: the user name field has focus on arrival.
  await page.goto('/');
  await expect(page.getByLabel('User name')).toBeFocused();
  await page.keyboard.type('regional');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo');
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'page')).toBeVisible();
  await expect(screenTitle(page, 'page')).toBeFocused();
  await expect(page).toHaveTitle(/ – Opinio$/);

  // Drill into Oulu from the breakdown: the new screen's heading takes focus.
  await tabTo(page, page.getByRole('button', { name: 'Open Oulu' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => dashboardLocation(page.url()).drillPath).toBe('org,all,north,oulu');
  await expect(screenTitle(page, 'page')).toBeFocused();

  // Filter on the web shop: open the filter, tick the option, apply.
  const sidebar = page.getByTestId('filter-sidebar');
  await tabTo(page, sidebar.getByTestId('filter-toggle-channel'));
  await page.keyboard.press('Enter');
  await tabTo(page, sidebar.getByTestId('filter-editor-channel').getByLabel('Web shop'));
  await page.keyboard.press('Space');
  await tabTo(page, sidebar.getByTestId('filter-apply-channel'));
  await page.keyboard.press('Enter');
  await expect.poll(() => dashboardLocation(page.url()).filterToken).toContain('channel=web');
  await expect(page.getByTestId('active-filters')).toContainText('Web shop');
  await expectFocusKept(page, 'applying a filter');

  // The bell's menu opens the open alerts of Oulu's web shop answers; the new one is there.
  await tabTo(page, page.getByTestId('alert-bell'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bell-alerts')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'alerts')).toBeFocused();
  const row = page.locator(`[data-testid=alert-row][data-interview-id="${interviewId}"]`);
  await expect(row).toContainText(comment.slice(0, 30));
  await tabTo(page, row.getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'alert')).toBeFocused();

  // Its interview: a comment, written and sent from the keyboard.
  await tabTo(page, page.getByTestId('alert-open-interview'));
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'interview')).toBeFocused();
  const note = 'Refund made; the customer was called back.';
  await tabTo(page, page.getByTestId('comment-input'));
  await page.keyboard.type(note);
  await tabTo(page, page.getByTestId('comment-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('interview-comment').filter({ hasText: note })).not.toContainText('sending');
  await expect(page.getByTestId('comment-input')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Comment added' })).toHaveCount(1);

  // Back to the alert: started, then solved with a note.
  await tabTo(page, page.getByTestId('interview-alert-link'));
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'alert')).toBeFocused();
  await tabTo(page, page.getByTestId('alert-action-start'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alert-state').first()).toHaveAttribute('data-state', 'in_progress');
  await expect(page.getByTestId('alert-state-group')).toBeFocused();
  await tabTo(page, page.getByTestId('alert-resolution'));
  await page.keyboard.type('Refunded and apologised.');
  await tabTo(page, page.getByTestId('alert-action-solve'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alert-state').first()).toHaveAttribute('data-state', 'solved');
  await expectFocusKept(page, 'solving the alert');
  await expect(page.getByTestId('alert-history-entry').last()).toContainText('Refunded and apologised.');
});

test('after sign-in the alert bell is a few Tab presses away: the heading links on to the top bar', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('demo');
  await page.getByLabel('Password').press('Enter');
  await expect(screenTitle(page, 'page')).toBeFocused();
  const bell = page.getByTestId('alert-bell');
  await expect(bell).toBeVisible();
  // the first stop after the heading is the link on to the top bar, seen while it has focus
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-to-top-bar');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText('Go to the top bar (alerts, account)');
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  let presses = 1;
  while (!(await bell.evaluate((el) => el === document.activeElement)) && presses < 20) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(presses).toBeLessThanOrEqual(6);
  // its menu opens on the open alerts, the first item focused
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bell-alerts')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'alerts')).toBeFocused();
});

test("root's top bar: each icon button is named and hints its name; the system's tools are one labelled menu", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('User name').fill('root');
  await page.getByLabel('Password').fill('demo');
  await page.getByLabel('Password').press('Enter');
  await expect(screenTitle(page, 'page')).toBeVisible();
  const bar = page.getByRole('banner', { name: 'Top bar' });
  const buttons = bar.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
    expect(name.trim(), `button ${i} of the top bar`).not.toBe('');
  }
  // hovering the tools' button shows its name
  const tools = page.getByTestId('root-tools-button');
  await tools.hover();
  await expect(bar.getByRole('tooltip').filter({ hasText: 'System administration' })).toBeVisible();
  await tools.click();
  const menu = page.getByRole('menu', { name: 'System administration' });
  await expect(menu.getByRole('menuitem')).toHaveText(['All surveys', /^Error reports, \d+ recorded$/]);
  await page.keyboard.press('Escape');
  await expect(bar.getByTestId('backend-button')).toHaveCount(0);
});

/*
 * A dashboard page draws a component as it comes near sight, or as focus reaches the one
 * before it: on a phone, where the KPI tiles fill the window, Tab alone goes on through
 * every component of the overview to the comments at its end.
 */
test('on a phone, Tab reaches every component of the overview, down to the comments', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByLabel('User name').fill('regional');
  await page.getByLabel('Password').fill('demo');
  await page.getByLabel('Password').press('Enter');
  await expect(screenTitle(page, 'page')).toBeFocused();
  // the lower components wait until they come near sight
  await expect(page.locator('#root .dashboard-grid-item[data-waiting]').first()).toBeAttached();
  await expect(page.getByTestId('comment-feed')).toHaveCount(0);
  await tabTo(page, page.getByTestId('comment-feed'), 300);
  await expect(page.getByTestId('comment-feed')).toBeFocused();
  await expect(page.locator('#root .dashboard-grid-item[data-waiting]')).toHaveCount(0);
});
