import { expect, test } from '@playwright/test';
import { dashboardLocation, signIn } from './session.ts';

test('a user of two universes changes universe through the login', async ({ page }) => {
  await signIn(page, 'multi');
  const before = new URL(page.url()).pathname.split('/')[3];
  await page.getByTestId('change-universe-button').click();
  await expect(page.locator('[data-testid=screen-title][data-route=login]')).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue('multi');
  await page.getByRole('combobox', { name: 'Organisation' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  // Pick the universe that is not selected now.
  await options.and(page.locator(':not([aria-selected=true])')).click();
  await page.getByLabel('Password').fill('demo');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\//);
  expect(new URL(page.url()).pathname.split('/')[3]).not.toBe(before);
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
    .getByRole('button', { name: 'Remove filter Time: Last 90 days' })
    .click();
  await expect.poll(() => dashboardLocation(page.url()).filterToken).toBe('');
  await expect(page.getByTestId('active-filters')).toContainText('No filters');
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
});
