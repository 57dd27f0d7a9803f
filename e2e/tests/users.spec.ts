import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { sql } from './database.ts';
import { mailTo } from './mailbox.ts';
import { expectNoSidewaysScroll, transitionsEnded } from './phone.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

/** Serious and critical accessibility violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // colours as drawn: a dialog half faded in reads as too pale
  await transitionsEnded(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an administrator makes a role without alerts and a store user with it; the invited user signs in and sees only their store; disabling ends their session', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const username = `e2e.staff.${stamp}`;
  const email = `${username}@example.com`;
  const roleName = `Store staff ${stamp}`;

  await signIn(page, 'admin');
  await page.getByTestId('user-admin-button').click();
  await expect(page.getByTestId('user-table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: artifact('users-list') });

  // a role that shows rankings and interviews, and no alerts
  await page.getByTestId('tab-roles').click();
  await page.getByTestId('new-role').click();
  await page.getByTestId('role-name').fill(roleName);
  await page.getByTestId('perm-rankings.view').check();
  await page.getByTestId('perm-interviews.view').check();
  await expect(page.getByTestId('perm-alerts.view')).not.toBeChecked();
  await page.getByTestId('save-role').click();
  await expect(page.locator('[data-testid=screen-title][data-route=role]')).toHaveText(roleName);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: artifact('users-role') });

  // a user scoped to one store, with that role, invited by mail
  await page.getByRole('link', { name: 'Back to roles' }).click();
  await page.getByTestId('tab-users').click();
  await page.getByTestId('new-user').click();
  await page.getByTestId('editor-first-name').fill('Eija');
  await page.getByTestId('editor-last-name').fill('Esimerkki');
  await page.getByTestId('editor-username').fill(username);
  await page.getByTestId('editor-email').fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName }).click();
  // the role menu fades out: checked at rest, not half transparent
  await expect(page.locator('[data-testid^=role-option-]')).toHaveCount(0);
  await page.getByRole('radio', { name: 'A chosen unit' }).check();
  await page.getByTestId('editor-scope').fill('Oulu Mall');
  await page.getByRole('option', { name: 'Oulu Mall' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: artifact('users-editor') });
  const invitedAt = Date.now();
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('user-details')).toBeVisible();
  await expect(page.getByTestId('status-invited')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the invitation arrives at the SMTP server; its link sets the password
  const mail = await mailTo(email, invitedAt);
  const link = /https?:\/\/\S+resetToken=[\w-]+&invite=1/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const staff = await browser.newPage();
  await staff.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(staff.getByRole('heading', { name: 'Welcome to Opinio: choose your password' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'New password', exact: true }).fill('eija salasana');
  await staff.getByLabel('Repeat the new password').fill('eija salasana');
  await staff.getByRole('button', { name: 'Change password' }).click();
  await staff.getByLabel('User name').fill(username);
  await staff.getByLabel('Password').fill('eija salasana');
  await staff.getByLabel('Password').press('Enter');
  await expect(staff).toHaveURL(/\/page\//);
  // only their store, no alerts anywhere
  expect(decodeURIComponent(staff.url())).toContain('org,all,north,oulu,s002');
  await expect(staff.getByTestId('menu-overview')).toBeVisible();
  await expect(staff.getByTestId('menu-alerts')).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /alerts/i })).toHaveCount(0);
  expect((await staff.request.get('/api/vuejs/alerts/count/cx')).status()).toBe(403);

  // the administrator disables them: their open session ends on its next call
  await page.getByTestId('disable-user').click();
  await expect(page.getByTestId('status-disabled')).toBeVisible();
  expect((await staff.request.get('/api/vuejs/surveys/loadcount/cx')).status()).toBe(401);
  await staff.reload();
  await expect(staff.locator('[data-testid=screen-title][data-route=login]')).toBeVisible();
  await staff.close();
});

test('a new user saved as the editor starts them has no unit and sees nothing until given one, told so in their language; opening the editor asks no user 0', async ({
  page,
  browser,
}) => {
  // the editor and the notice, each at two widths in three languages
  test.setTimeout(180_000);
  const username = `e2e.nounit.${Date.now()}`;
  const detailCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vuejs/users/details/')) detailCalls.push(request.url());
  });
  await signIn(page, 'admin');
  await page.getByTestId('user-admin-button').click();
  await page.getByTestId('new-user').click();
  await expect(page.getByTestId('user-editor')).toBeVisible();
  // the least access: no unit, said plainly; nothing wider chosen
  await expect(page.getByRole('radio', { name: 'No unit yet' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'A chosen unit' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Whole organisation' })).not.toBeChecked();
  await expect(page.getByTestId('editor-scope-help')).toHaveText(
    /They see nothing until you give them a unit/,
  );
  // the administrator's language (English), the demo universe setting none
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
  expect(detailCalls).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  for (const [language, width, helps] of [
    ['fi', 390, /Hän ei näe mitään ennen kuin annat hänelle yksikön/],
    ['sv', 390, /De ser ingenting förrän du ger dem en enhet/],
    ['en', 1440, /They see nothing until you give them a unit/],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
    await page.reload();
    await expect(page.getByTestId('editor-scope-help')).toHaveText(helps);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: artifact(`users-editor-no-unit-${width}-${language}`), fullPage: true });
  }
  await page.getByTestId('editor-username').fill(username);
  await page.getByTestId('editor-invite').uncheck();
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('user-details')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Access' })).toContainText('No unit yet');
  expect(detailCalls.filter((url) => /\/details\/cx\/0(\?|$)/.test(url))).toEqual([]);

  // they sign in (a password as the invitation would have let them choose) to nothing but a notice
  await sql(
    `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'store')
     WHERE username = $1`,
    [username],
  );
  const context = await browser.newContext();
  const member = await context.newPage();
  await member.goto(`/?redirect=${encodeURIComponent('/page/overview/cx/org%2Call')}`);
  await member.getByLabel('User name').fill(username);
  await member.getByLabel('Password').fill(DEMO_PASSWORD);
  await member.getByLabel('Password').press('Enter');
  const reason = member.getByTestId('no-surveys-reason');
  await expect(reason).toHaveText(
    'No unit has been assigned to you yet, so there is nothing to show. Ask your administrator to give you one.',
  );
  expect(new URL(member.url()).pathname).toBe('/');
  // whatever their role allows, no survey answers them: the dashboard's figures are not found
  expect((await member.request.get('/api/vuejs/analytics/kpis/cx/org%2Call')).status()).toBe(404);
  expect((await member.request.get('/api/vuejs/surveys/loadcount/cx')).status()).toBe(404);
  expect(await seriousViolations(member)).toEqual([]);
  // a survey's address takes them back to the notice
  await member.goto('/page/overview/cx/org%2Call');
  await expect(reason).toBeVisible();
  for (const [language, width, says] of [
    ['en', 1440, /No unit has been assigned to you yet/],
    ['fi', 390, /Sinulle ei ole vielä annettu yksikköä/],
    ['sv', 390, /Du har inte fått någon enhet ännu/],
  ] as const) {
    await member.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await member.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
    await member.reload();
    await expect(reason).toHaveText(says);
    await expectNoSidewaysScroll(member);
    expect(await seriousViolations(member)).toEqual([]);
    await member.screenshot({ path: artifact(`no-unit-notice-${width}-${language}`) });
  }

  // given a unit, the next sign-in opens it
  await page.getByTestId('edit-user').click();
  await page.getByRole('radio', { name: 'A chosen unit' }).check();
  await page.getByTestId('editor-scope').fill('Oulu Mall');
  await page.getByRole('option', { name: 'Oulu Mall' }).click();
  await page.getByTestId('editor-save').click();
  await expect(page.getByRole('region', { name: 'Access' })).toContainText('Oulu Mall');
  await member.goto('/');
  await expect(member).toHaveURL(/\/page\//);
  expect(decodeURIComponent(member.url())).toContain('org,all,north,oulu,s002');
  await context.close();
});

test('the account button opens one’s own details: name, language, password and sessions', async ({
  page,
}) => {
  await signIn(page, 'regional');
  await page.getByTestId('account-button').click();
  await page.getByTestId('menu-my-account').click();
  await expect(page.getByTestId('account-details')).toBeVisible();
  await expect(page.getByTestId('sessions')).toContainText('This session');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: artifact('users-account-390') });
});

test('a person who is also a member of another universe: the administrator sees it, and edits the membership, not the person', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-admin-button').click();
  await page.getByTestId('user-search').fill('multi');
  await page.getByTestId('user-row-multi').getByRole('link').click();
  await expect(page.getByTestId('shared-account')).toContainText('Also a member of other universes');
  await page.getByTestId('edit-user').click();
  await expect(page.getByTestId('editor-shared-account')).toBeVisible();
  for (const field of ['editor-first-name', 'editor-last-name', 'editor-username', 'editor-email'])
    await expect(page.getByTestId(field)).toBeDisabled();
  await expect(page.getByTestId('editor-role')).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: artifact('users-editor-shared') });
  // saving keeps the person as they are and the membership as chosen
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('user-details')).toBeVisible();
  await expect(page.getByTestId('shared-account')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('edit-user').click();
  await expect(page.getByTestId('editor-shared-account')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: artifact('users-editor-shared-390') });
});
