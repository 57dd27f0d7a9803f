import { API_TAGS } from '@opinio/domain/api/api-route';
import { expect, test } from '@playwright/test';
import { artifact } from './artifacts.ts';

test('the API reference at /api/docs lists every resource group without sign-in, within the CSP', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Opinio API/ })).toBeVisible();
  for (const tag of Object.keys(API_TAGS)) {
    await expect(page.locator(`.opblock-tag[data-tag="${tag}"]`)).toBeVisible();
  }
  await page.locator('.opblock-tag[data-tag="ingestion"]').click();
  await expect(page.getByText('/api/v1/surveys/{survey}/interviews')).toBeVisible();
  await page.screenshot({ path: artifact('api-docs') });
  // A Content-Security-Policy violation or a missing asset shows as a console error.
  expect(problems).toEqual([]);
});
