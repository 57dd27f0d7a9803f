import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { dashboardLocation, signIn } from './session.ts';

test('a store manager starts at their store and cannot move up', async ({ page }) => {
  await signIn(page, 'store');
  const { drillPath } = dashboardLocation(page.url());
  const store = drillPath.split(',').at(-1)!;
  const breadcrumb = page.getByTestId('breadcrumb');
  await expect(breadcrumb.locator('[aria-current=page]')).toHaveAttribute(
    'data-testid',
    `breadcrumb-${store}`,
  );
  await expect(breadcrumb.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('drill-up')).toBeDisabled();
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
  await page.screenshot({
    path: fileURLToPath(new URL('../artifacts/store.png', import.meta.url)),
    fullPage: true,
  });
});
