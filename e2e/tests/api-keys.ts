import { expect, type Page } from '@playwright/test';

/** Creates a key in the survey screen's API keys section and answers its token (shown once). */
export async function createKeyInUi(
  page: Page,
  name: string,
  purpose: 'Big screen' | 'Ingestion',
): Promise<string> {
  await page.getByRole('button', { name: 'New key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${purpose}:`) }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: `Key ${name} created` });
  const token = await created.getByTestId('api-key-token').inputValue();
  expect(token).toMatch(/^opk_/);
  if (purpose === 'Big screen') {
    await expect(created.getByTestId('open-bigscreen')).toHaveAttribute('href', `/bigscreen/${token}`);
  } else {
    await expect(created.getByTestId('open-bigscreen')).toHaveCount(0);
  }
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  return token;
}
