import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { sql } from './database.ts';
import { MAILBOX_DIR, mailTo } from './mailbox.ts';
import { DEMO_PASSWORD, dashboardLocation, signIn } from './session.ts';

const screenTitle = (page: Page, name: string) =>
  page.locator(`[data-testid=screen-title][data-route=${name}]`);

async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
}

test('password sign-in keeps the session for the browser session, or 30 days with "remember"', async ({
  browser,
}) => {
  for (const remember of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await fillSignIn(page, 'regional');
    if (remember) await page.getByLabel('Keep me signed in on this device').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/page\//);
    const cookie = (await context.cookies()).find((c) => c.name === 'opinio_session');
    expect(cookie, 'session cookie').toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    if (remember) {
      expect((cookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    } else {
      expect(cookie?.expires).toBe(-1);
    }
    await context.close();
  }
});

test('forgot password: a neutral answer, a mailed link, a new password, a link that works once', async ({
  page,
  browser,
  baseURL,
}) => {
  expect(MAILBOX_DIR, 'the mailbox of the e2e SMTP server (global-setup.ts)').toBeTruthy();
  // A user of its own: the demo users keep their password for the other tests.
  const username = `reset-${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const [user] = await sql<{ id: number }>(
    `INSERT INTO users (username, email, first_name, last_name, password_hash)
     SELECT $1, $2, 'Reta', 'Reset', password_hash FROM users WHERE username = 'store' RETURNING id`,
    [username, email],
  );
  await sql(
    `INSERT INTO memberships (universe_id, user_id, role_id, scope_unit, whole_organisation)
     SELECT m.universe_id, $1, m.role_id, m.scope_unit, m.whole_organisation FROM memberships m
       JOIN users u ON u.id = m.user_id WHERE u.username = 'store'`,
    [user.id],
  );

  const since = Date.now();
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(screenTitle(page, 'login')).toHaveText('Forgot your password?');
  // Nobody by that name: the same answer as for an account.
  await page.getByLabel('User name or e-mail address').fill('nobody-at-all');
  await page.getByRole('button', { name: 'Send link' }).click();
  const sent = page.getByTestId('forgot-sent');
  await expect(sent).toBeVisible();
  const neutral = await sent.textContent();
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('User name or e-mail address').fill(username);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(sent).toHaveText(neutral ?? '');
  await page.screenshot({ path: artifact('auth-forgot') });

  const mail = await mailTo(email, since);
  expect(mail.subject).toBe('Reset your Opinio password');
  const link = /(http\S+\?resetToken=\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link.startsWith(`${baseURL}/?resetToken=`), mail.text).toBe(true);

  await page.goto(link);
  await expect(screenTitle(page, 'login')).toHaveText('Choose a new password');
  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const repeat = page.getByLabel('Repeat the new password');
  await newPassword.fill('short');
  await repeat.fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Use at least 8 characters', { exact: true })).toBeVisible();
  await newPassword.fill('a new password');
  await repeat.fill('a new passw0rd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.screenshot({ path: artifact('auth-reset') });
  await repeat.fill('a new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('login-notice')).toHaveText(
    'Password changed. Sign in with your new password.',
  );
  expect(new URL(page.url()).searchParams.has('resetToken')).toBe(false);

  await fillSignIn(page, username, 'a new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/page\//);

  // The link works once: the server's reason is shown.
  const again = await browser.newPage();
  await again.goto(link);
  await again.getByRole('textbox', { name: 'New password', exact: true }).fill('yet another one');
  await again.getByLabel('Repeat the new password').fill('yet another one');
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(again.getByTestId('reset-error')).toContainText('expired or was already used');
  await again.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(screenTitle(again, 'login')).toHaveText('Forgot your password?');
  await again.close();
});

test('a root user acts as a store manager, sees their data, stops; logout ends it too', async ({ page }) => {
  await signIn(page, 'root');
  const actAs = async (username: string) => {
    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Act as user…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as another user' });
    await dialog.getByLabel('User name').fill(username);
    return dialog;
  };
  // the picker finds members of the organisation the root user is in by name; choosing one
  // fills in the user name
  const dialog = await actAs('Mika');
  const option = page.getByTestId('impersonate-option').filter({ hasText: 'Mika Multi' });
  await expect(option).toContainText('multi');
  await dialog.screenshot({ path: artifact('auth-act-as-dialog') });
  await option.click();
  await expect(dialog.getByLabel('User name')).toHaveValue('multi');
  // a user name can also be typed, found in the user's own organisation
  await dialog.getByLabel('User name').fill('store');
  await dialog.getByRole('button', { name: 'Act as user' }).click();

  const chip = page.getByTestId('acting-as');
  await expect(chip).toContainText('Acting as Sanna Storekeeper');
  // The store manager's scope: their store, no way up, no root buttons.
  const store = dashboardLocation(page.url()).drillPath.split(',').at(-1);
  await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toHaveAttribute(
    'data-testid',
    `breadcrumb-${store}`,
  );
  await expect(page.getByTestId('drill-up')).toBeDisabled();
  await expect(page.getByTestId('root-tools-button')).toHaveCount(0);
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
  await page.screenshot({ path: artifact('auth-acting-as') });

  await chip.getByRole('button', { name: /Stop acting as Sanna Storekeeper/ }).click();
  await expect(chip).toHaveCount(0);
  await expect(page.getByTestId('root-tools-button')).toBeVisible();

  await (await actAs('regional')).getByRole('button', { name: 'Act as user' }).click();
  await expect(chip).toContainText('Acting as Risto Regional');
  await page.getByTestId('logout-button').click();
  await expect(screenTitle(page, 'login')).toBeVisible();
  const [ended] = await sql<{ reason: string }>(
    `SELECT details->>'reason' AS reason FROM audit_log WHERE action = 'impersonation.end' ORDER BY id DESC LIMIT 1`,
  );
  expect(ended.reason).toBe('logout');
  await signIn(page, 'root');
  await expect(page.getByTestId('root-tools-button')).toBeVisible();
  await expect(chip).toHaveCount(0);
});

test('a signed-out visit to a linkable link records linkable_hit, and sign-in opens the link', async ({
  page,
}) => {
  const linkable = `e2e-${randomBytes(4).toString('hex')}`;
  const target = `/page/overview/cx/${encodeURIComponent('org,all,north')}?linkable=${linkable}`;
  await page.goto(target);
  await expect(screenTitle(page, 'login')).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/');
  expect(url.searchParams.get('redirect')).toBe(target);
  expect(url.searchParams.get('survey')).toBe('cx');
  await page.screenshot({ path: artifact('auth-login-redirect') });

  const hits = () =>
    sql<{ properties: Record<string, string | null>; universe_id: number | null }>(
      `SELECT properties, universe_id FROM events WHERE name = 'linkable_hit' AND properties->>'linkable' = $1`,
      [linkable],
    );
  await expect.poll(async () => (await hits()).length).toBe(1);
  const [hit] = await hits();
  expect(hit.properties).toEqual({ path: target, survey: 'cx', linkable });
  expect(hit.universe_id).toBeNull();

  await fillSignIn(page, 'regional');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(screenTitle(page, 'page')).toBeVisible();
  const landed = new URL(page.url());
  expect(landed.pathname + landed.search).toBe(target);
});
