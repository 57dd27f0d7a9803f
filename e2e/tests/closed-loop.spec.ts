import type { TBugList } from '@opinio/domain/schemas/logs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { signIn } from './session.ts';

const CSRF = { 'X-Requested-With': 'opinio' };
const screenTitle = (page: Page, name: string) =>
  page.locator(`[data-testid=screen-title][data-route=${name}]`);

/** An API key of survey cx, created by the administrator through the API (issue #6). */
async function createApiKey(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  const response = await admin.request.post('/api/vuejs/surveys/apikey/create/cx', {
    headers: CSRF,
    data: { name: 'closed-loop-e2e' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await context.close();
  return token;
}

test('closed loop: a low NPS opens an alert live, it is followed up and the interview is shared', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const token = await createApiKey(browser);

  // The store manager of s001 (demo user "store") has the live stream open.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/vuejs/events/stream'));
  // the bell settles on the server's first count (the live stream keeps the network busy)
  const firstCount = page.waitForResponse((r) => r.url().includes('/api/vuejs/alerts/count/'));
  await signIn(page, 'store');
  await streamOpen;
  // The server's count, not the bell's first render (which may not have it yet).
  const before = ((await (await firstCount).json()) as { open: number }).open;
  await expect(page.getByTestId('alert-bell')).toHaveAttribute('aria-label', new RegExp(`\\b${before} open`));

  // A detractor (NPS 3) arrives through the public API; the demo rule "NPS 0-6" fires.
  const externalId = `closed-loop-${Date.now()}`;
  const comment = 'Waited 20 minutes at the till and nobody said a word.';
  const ingest = await page.request.post('/api/v1/surveys/cx/interviews', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      interviews: [
        {
          externalId,
          unit: 's001',
          date: new Date().toISOString(),
          answers: { nps: 3, sat_overall: 2, sat_staff: 1, channel: 'store', comment },
        },
      ],
    },
  });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const [interviewId] = ((await ingest.json()) as { ids: number[] }).ids;

  // Without a reload, the badge goes up within 2 s.
  await expect(page.getByTestId('alert-bell')).toHaveAttribute(
    'aria-label',
    new RegExp(`\\b${before + 1} open`),
    {
      timeout: 2000,
    },
  );

  // The bell's menu opens the list on the open alerts; the new one is on top.
  await page.getByTestId('alert-bell').click();
  await page.getByTestId('bell-alerts').click();
  await expect(screenTitle(page, 'alerts')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('state')).toBe('open');
  await expect(page.getByTestId('alert-filter-open')).toHaveAttribute('aria-pressed', 'true');
  const row = page.locator(`[data-testid=alert-row][data-interview-id="${interviewId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('alert-state')).toHaveAttribute('data-state', 'new');
  // Titled by what happened where, the rule beside it.
  await expect(row).toContainText('NPS 3 at Oulu Centre');
  await expect(row.getByTestId('alert-rule')).toHaveText(/Rule: NPS 0-6/);
  await expect(page.getByTestId('alert-row').first()).toHaveAttribute(
    'data-interview-id',
    String(interviewId),
  );
  const alertId = await row.getAttribute('data-alert-id');

  // Keyboard: Enter on the row's link opens the alert.
  await row.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/alert/cx/${alertId}$`));
  await expect(screenTitle(page, 'alert')).toHaveText('NPS 3 at Oulu Centre');
  await expect(page.getByTestId('alert-summary').getByTestId('alert-rule')).toHaveText('NPS 0-6');
  await expect(page.getByTestId('alert-interview')).toContainText(comment);

  // The interview: answers, unit path, its alert; a comment is added.
  await page.getByTestId('alert-open-interview').click();
  await expect(page).toHaveURL(new RegExp(`/interview/cx/${interviewId}$`));
  await expect(screenTitle(page, 'interview')).toContainText(String(interviewId));
  const nps = page.locator('[data-testid=answer][data-question=nps]');
  await expect(nps.getByTestId('nps-value')).toHaveText('3');
  await expect(nps.getByTestId('nps-value')).toHaveAttribute('data-category', 'detractor');
  await expect(page.locator('[data-testid=answer][data-question=comment]')).toContainText(comment);
  await expect(page.locator('[data-testid=answer][data-question=channel]')).toContainText('In store');
  await expect(page.getByTestId('interview-breadcrumb')).toContainText('Oulu');
  await expect(page.getByTestId('interview-unit-s001')).toHaveAttribute(
    'href',
    /\/page\/overview\/cx\/org%2Call%2Cnorth%2Coulu%2Cs001/,
  );
  await expect(page.getByTestId('interview-alert-link')).toHaveCount(1);
  const note = 'Called the customer back, apologised and offered a voucher.';
  await page.getByTestId('comment-input').fill(note);
  await page.getByTestId('comment-submit').click();
  const comments = page.getByTestId('interview-comment');
  await expect(comments).toHaveCount(1);
  await expect(comments.first()).toContainText(note);
  await expect(comments.first()).not.toContainText('sending');
  await page.reload();
  await expect(page.getByTestId('interview-comment').first()).toContainText(note);
  await page.screenshot({ path: artifact('interview'), fullPage: true });

  // The alert: in progress, then solved with a note; the history shows each step.
  await page.getByTestId('interview-alert-link').click();
  await expect(page).toHaveURL(new RegExp(`/alert/cx/${alertId}$`));
  await expect(page.getByTestId('alert-action-start')).toBeVisible();
  await expect(page.getByTestId('alert-action-reopen')).toHaveCount(0);
  await page.getByTestId('alert-action-start').click();
  await expect(page.getByTestId('alert-state').first()).toHaveAttribute('data-state', 'in_progress');
  await expect(page.getByTestId('alert-action-start')).toHaveCount(0);
  // Solving without a note: the server's reason shows at the note.
  await page.getByTestId('alert-resolution').fill('');
  await page.getByTestId('alert-action-solve').click();
  await expect(page.getByTestId('alert-follow-up')).toContainText('This is required.');
  await expect(page.getByTestId('alert-state').first()).toHaveAttribute('data-state', 'in_progress');
  await page.getByTestId('alert-resolution').fill('Voucher sent; the team talked about queue times.');
  await page.getByTestId('alert-action-solve').click();
  await expect(page.getByTestId('alert-state').first()).toHaveAttribute('data-state', 'solved');
  await expect(page.getByTestId('alert-action-reopen')).toBeVisible();
  const history = page.getByTestId('alert-history-entry');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Alert opened');
  await expect(history.nth(1)).toContainText('New → In progress');
  await expect(history.nth(2)).toContainText('In progress → Solved');
  await expect(history.nth(2)).toContainText('Voucher sent');
  await expect(page.getByTestId('alert-resolution-text')).toContainText('Voucher sent');
  await page.screenshot({ path: artifact('alert'), fullPage: true });

  // The bell went down again.
  await expect(page.getByTestId('alert-bell')).toHaveAttribute('aria-label', new RegExp(`\\b${before} open`));

  // Share: a signed link, its expiry, and a copy button.
  await page.getByTestId('alert-open-interview').click();
  await page.getByTestId('interview-share').click();
  const shareUrl = page.getByTestId('share-url');
  await expect(shareUrl).toHaveValue(new RegExp(`/sharing/interview/cx/${interviewId}/`));
  await expect(page.getByTestId('share-expiry')).toContainText('Valid until');
  await page.getByTestId('share-copy').click();
  await expect(page.getByTestId('share-copy')).toHaveText('Copied');
  const url = await shareUrl.inputValue();
  await page.screenshot({ path: artifact('interview-share') });

  // Signed out, in a new browser context: only that interview, no menus.
  const outsider = await browser.newContext();
  const visitor = await outsider.newPage();
  await visitor.goto(url);
  await expect(screenTitle(visitor, 'sharedinterview')).toHaveText('Customer satisfaction');
  await expect(visitor.getByTestId('shared-meta')).toContainText('Oulu');
  await expect(visitor.locator('[data-testid=answer][data-question=comment]')).toContainText(comment);
  await expect(visitor.getByTestId('nps-value')).toHaveText('3');
  await expect(visitor.getByTestId('alert-bell')).toHaveCount(0);
  await expect(visitor.getByTestId('interview-comment')).toHaveCount(0);
  await expect(visitor.getByText(note)).toHaveCount(0);
  await visitor.screenshot({ path: artifact('shared-interview'), fullPage: true });

  // A tampered link: the invalid state, nothing of the interview.
  const tampered = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  await visitor.goto(tampered);
  await expect(visitor.getByTestId('share-invalid')).toContainText('expired or is not valid');
  await expect(visitor.getByTestId('answer')).toHaveCount(0);
  // Another interview id with the same signature is refused too.
  await visitor.goto(url.replace(`/cx/${interviewId}/`, `/cx/${interviewId - 1}/`));
  await expect(visitor.getByTestId('share-invalid')).toBeVisible();
  await outsider.close();
});

test('the alert list filters by state, pages with "load more" and opens alerts by click', async ({
  page,
}) => {
  await signIn(page, 'regional');
  await page.goto('/alertlist/cx/org%2Call%2Cnorth');
  await expect(screenTitle(page, 'alerts')).toBeVisible();
  await expect(page.getByTestId('alert-filter-all')).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('alert-row');
  await expect(rows.first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('alert-list') });
  const firstPage = await rows.count();
  if (await page.getByTestId('alerts-load-more').isVisible()) {
    await page.getByTestId('alerts-load-more').click();
    await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
  }
  await page.getByTestId('alert-filter-solved').click();
  expect(new URL(page.url()).searchParams.get('state')).toBe('solved');
  const chips = page.locator('[data-testid=alert-row] [data-testid=alert-state]');
  await expect
    .poll(async () => [
      ...new Set(await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))),
    ])
    .toEqual(['solved']);
  const id = await rows.first().getAttribute('data-alert-id');
  await rows.first().locator('td').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/alert/cx/${id}$`));
  await expect(page.getByTestId('alert-action-reopen')).toBeVisible();
  await expect(page.getByTestId('alert-action-solve')).toHaveCount(0);
});

test('a thrown window error reaches the root user’s bug menu', async ({ page }) => {
  await signIn(page, 'root');
  const survey = new URL(page.url()).pathname.split('/')[3];
  const message = `closed-loop e2e failure ${Date.now()}`;
  const reports = page.waitForRequest(
    (r) => r.url().endsWith('/api/vuejs/logs/bugs') && r.method() === 'POST',
  );
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  await reports;
  // The same error again within a minute is not sent twice.
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/vuejs/logs/bugs/${survey}`);
      const { bugs } = (await response.json()) as TBugList;
      return bugs.find((b) => b.message.includes(message));
    })
    .toMatchObject({ count: 1, user: 'root' });
  await page.getByTestId('root-tools-button').click();
  await page.getByTestId('bug-menu-button').click();
  const menu = page.getByRole('dialog', { name: 'Error reports' });
  await menu.getByRole('button', { name: 'Reload' }).click();
  await expect(menu).toContainText(message);
});
