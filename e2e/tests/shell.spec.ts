import { expect, test } from '@playwright/test';
import pg from 'pg';
import { dashboardLocation, signIn } from './session.ts';

test('a user of two universes changes universe and starts over there', async ({ page }) => {
  await signIn(page, 'multi');
  const surveyOf = () => new URL(page.url()).pathname.split('/')[3];
  const before = surveyOf();
  await page.getByTestId('change-universe-button').click();
  const other = page.getByRole('menuitem').and(page.locator(':not([aria-disabled=true])'));
  await expect(other).toHaveCount(1);
  await other.click();
  await expect.poll(surveyOf).not.toBe(before);
  await expect(page).toHaveURL(/\/page\//);
  await expect(page.locator('[data-testid^=kpi-]').first()).toBeVisible();
});

test('a user of two universes picks one at sign-in; an organisation they are not in is refused', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('User name').fill('multi');
  await page.getByLabel('Password').fill('demo');
  await page.getByTestId('choose-universe-link').click();
  await page.getByLabel('Organisation').fill('nowhere');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByTestId('login-error')).toContainText('nowhere');
  await page.getByLabel('Organisation').fill('acme');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\/overview\/guest\//);
  await expect(page.getByTestId('system-message')).toBeVisible();
});

test('a universe configured for the finland page lands there and is sent on to its address', async ({
  page,
}) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `UPDATE universes SET settings = '{"forwarding":"finland","forwardingUrl":"https://hotels.example.fi/cx"}' WHERE name = 'acme'`,
    );
    await page.goto('/');
    await page.getByLabel('User name').fill('multi');
    await page.getByLabel('Password').fill('demo');
    await page.getByTestId('choose-universe-link').click();
    await page.getByLabel('Organisation').fill('acme');
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/finland$/);
    await expect(page.getByTestId('forwarding-link')).toHaveAttribute('href', 'https://hotels.example.fi/cx');
    // multi reads Finnish: the countdown's number is what counts
    await expect(page.getByRole('status')).toContainText('10');
    await expect(page.getByRole('status')).toContainText('9');
  } finally {
    await db.query(`UPDATE universes SET settings = '{}' WHERE name = 'acme'`);
    await db.end();
  }
});

test('the alert bell counts the open alerts in the user scope', async ({ page }) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM alerts a JOIN units u ON u.id = a.unit_id
     WHERE u.ext_name = 's001' AND a.state IN ('new', 'in_progress')`,
  );
  await db.end();
  await signIn(page, 'store');
  const badge = page.getByTestId('alert-bell').getByTestId('alert-count');
  if (rows[0].n === 0) await expect(badge).toBeHidden();
  else await expect(badge).toHaveText(rows[0].n > 99 ? '99+' : String(rows[0].n));
  await expect(page.getByTestId('alert-bell')).toHaveAttribute('aria-label', new RegExp(String(rows[0].n)));
});

test('the support dialog, the language menu and filter chips', async ({ page }) => {
  await signIn(page, 'regional');
  await page.getByTestId('menu-support').click();
  const support = page.getByRole('dialog', { name: 'Support' });
  await expect(support).toBeVisible();
  await support.getByRole('button', { name: 'Close' }).click();
  await expect(support).toBeHidden();

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Svenska' }).click();
  await expect(page.getByTestId('drill-up')).toHaveText('Upp');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('drill-up')).toHaveText('Up');

  // Removing the time filter chip takes it out of the URL, and every panel reloads without it.
  await page
    .getByTestId('active-filters')
    .getByRole('button', { name: 'Remove filter Time: Last 91 days' })
    .click();
  await expect.poll(() => dashboardLocation(page.url()).filterToken).toBe('');
  await expect(page.getByTestId('active-filters')).toContainText('No filters');
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
});

test('the language chosen in the top bar stays for a new tab and the next sign-in', async ({
  page,
  browser,
}) => {
  await signIn(page, 'regional');
  await expect(page.getByTestId('drill-up')).toHaveText('Up');
  await page.getByTestId('language-menu').click();
  const savedFi = page.waitForResponse((r) => r.url().endsWith('/api/vuejs/users/account'));
  await page.getByRole('menuitem', { name: 'Suomi' }).click();
  await expect(page.getByTestId('drill-up')).toHaveText('Ylös');
  expect((await savedFi).status()).toBe(200);
  try {
    // The profile keeps it: a new tab of the same session opens in Finnish.
    const tab = await page.context().newPage();
    await tab.goto(page.url());
    await expect(tab.getByTestId('drill-up')).toHaveText('Ylös');
    await expect(tab.locator('html')).toHaveAttribute('lang', 'fi');
    await tab.close();
    // A new browser, signed in again, as well.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const again = await other.newPage();
    await signIn(again, 'regional');
    await expect(again.getByTestId('drill-up')).toHaveText('Ylös');
    await other.close();
  } finally {
    await page.getByTestId('language-menu').click();
    const savedEn = page.waitForResponse((r) => r.url().endsWith('/api/vuejs/users/account'));
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('drill-up')).toHaveText('Up');
    expect((await savedEn).status()).toBe(200);
  }
});
