import { fileURLToPath } from 'node:url';
import type { TCommentSummaryResponse } from '@opinio/domain/schemas/comment-summary';
import type { TDriversResponse } from '@opinio/domain/schemas/insights';
import { expect, test } from '@playwright/test';
import { drawAllComponents } from './page-components.ts';
import { expectAccessible } from './phone.ts';
import { dashboardLocation, signIn } from './session.ts';

/*
 * What customers say (docs/comment-summaries.md) on the Insights page, as people meet it:
 * the panel writes each theme the API summarised, in its order, with its typical comments,
 * and a theme's link opens its comments; the key drivers list the themes beside the
 * questions. At 1440 and 390 px, in English, Finnish and Swedish.
 */

const PANEL = 'section[data-testid^="comment-summary-"]';
const DRIVERS = 'section[data-testid^="key-drivers-"]';
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

for (const { size, width, height, language, user } of [
  { size: 'desktop', width: 1440, height: 900, language: 'en', user: 'admin' },
  { size: 'phone', width: 390, height: 844, language: 'fi', user: 'regional' },
  { size: 'phone', width: 390, height: 844, language: 'sv', user: 'admin' },
] as const) {
  test(`${user} reads what customers say, on a ${size} in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, user);
    await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
    const summaryCall = page.waitForResponse(
      (r) => r.url().includes('/api/vuejs/analytics/comment-summary/') && r.ok(),
    );
    const driversCall = page.waitForResponse(
      (r) => r.url().includes('/api/vuejs/analytics/drivers/') && r.ok(),
    );
    await page.goto(page.url().replace('/page/overview/', '/page/insights/'));
    // on a phone the summary is below the key drivers: drawn (and asked for) as it nears sight
    await drawAllComponents(page);
    const summary = (await (await summaryCall).json()) as TCommentSummaryResponse;
    const drivers = (await (await driversCall).json()) as TDriversResponse;
    expect(summary.indicator?.extName).toBe('nps');
    expect(summary.themes.length).toBeGreaterThan(2);

    const panel = page.locator(PANEL);
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    const items = panel.locator('li.summary-theme');
    await expect(items).toHaveCount(summary.themes.length);
    for (const [i, theme] of summary.themes.entries()) {
      const item = items.nth(i);
      await expect(item).toHaveAttribute('data-testid', `summary-theme-${theme.key}`);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(theme.name);
      await expect(item.locator('.summary-quote')).toHaveCount(theme.comments.length);
      for (const comment of theme.comments) await expect(item).toContainText(comment.text);
    }

    // the themes beside the key drivers: the same impacts, one row (a card on a phone) each
    await page.locator(DRIVERS).scrollIntoViewIfNeeded();
    const rows = page
      .locator(DRIVERS)
      .getByTestId('key-driver-themes')
      .locator(size === 'phone' ? ':scope > li' : 'tbody tr');
    await expect(rows).toHaveCount(drivers.themes.length);
    const withImpact = summary.themes.filter((theme) => theme.impact !== null).map((theme) => theme.key);
    expect(drivers.themes.map((theme) => theme.key).sort()).toEqual(withImpact.sort());

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    for (const scope of [PANEL, DRIVERS]) await expectAccessible(page, scope);
    // the whole page in view, so that the panel is drawn whole and without the bar over it
    // (the app scrolls its main region, not the document: the tallest scroller's content decides)
    const pageHeight = await page.evaluate(() => {
      let extra = 0;
      for (const el of document.querySelectorAll<HTMLElement>('*'))
        extra = Math.max(extra, el.scrollHeight - el.clientHeight);
      return window.innerHeight + extra;
    });
    await page.setViewportSize({ width, height: pageHeight });
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.screenshot({ path: screenshot(`comment-summary-${width}-${language}`) });
    await page.setViewportSize({ width, height });

    // a theme's link opens its comments: the comments page, the topic filter set to it
    const first = summary.themes[0];
    const drillPath = dashboardLocation(page.url()).drillPath;
    await items.first().getByRole('link').click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`topic=${first.key}`);
    expect(dashboardLocation(page.url())).toMatchObject({ pageId: 'comments', drillPath });
    await expect(page.getByTestId('comment').first()).toBeVisible();
  });
}
