import type { TDriversResponse } from '@opinio/domain/schemas/insights';
import { expect, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { expectAccessible } from './phone.ts';
import { signIn } from './session.ts';

/*
 * Key drivers (docs/key-drivers.md) on the Insights page, as the regional manager meets
 * them: the chart and the table answer what the API computed, on a desktop and a phone.
 */

const PANEL = 'section[data-testid^="key-drivers-"]';

for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the regional manager sees what drives NPS, on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'regional');
    const drivers = page.waitForResponse((r) => r.url().includes('/api/vuejs/analytics/drivers/') && r.ok());
    await page.goto(page.url().replace('/page/overview/', '/page/insights/'));
    const answer = (await (await drivers).json()) as TDriversResponse;
    expect(answer.tooFew).toBe(false);
    expect(answer.drivers.length).toBeGreaterThan(2);
    expect(answer.drivers.reduce((sum, d) => sum + d.importance, 0)).toBeCloseTo(1, 6);

    const panel = page.locator(PANEL);
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    const table = panel.getByTestId('key-drivers-table');
    // a row per question (a card on a phone), most important first, with its importance in whole percent
    const rows = table.locator(size.name === 'phone' ? ':scope > li' : 'tbody tr');
    await expect(rows).toHaveCount(answer.drivers.length);
    for (const [i, driver] of answer.drivers.entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-testid', `key-driver-${driver.question}`);
      await expect(row).toContainText(driver.title);
      await expect(row).toContainText(`${Math.round(driver.importance * 100)}%`);
    }
    await expect(panel.getByTestId('key-drivers-r2')).toContainText(`${Math.round(answer.rSquared! * 100)}%`);
    // the chart is named by a sentence of its own, in words
    await expect(panel.locator('[role="img"]').first()).toHaveAttribute('aria-label', /NPS/);

    // no page overflow on a phone: the cards fit the screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    await expectAccessible(page, PANEL);
    await page.locator(PANEL).screenshot({ path: artifact(`key-drivers-${size.name}`) });
  });
}
