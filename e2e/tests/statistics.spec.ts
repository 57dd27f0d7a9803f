import type { TKpiResponse, TRankingResponse } from '@opinio/domain/schemas/analytics';
import { expect, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { drawAllComponents } from './page-components.ts';
import { signIn } from './session.ts';

/*
 * Every number says how sure it is, quietly: the interval on hover and in small print,
 * an arrow only for a significant change, and a fair ranking that says how it is ordered.
 */

test('the KPI tiles show each interval on hover and an arrow only for a significant change', async ({
  page,
}) => {
  await signIn(page, 'regional');
  // the tiles' answer for the page shown (drawn by the server first, the app asks for it no more)
  const [, , , survey, drill] = new URL(page.url()).pathname.split('/');
  const answer = (await (
    await page.request.get(
      `/api/vuejs/analytics/kpis/${survey}/${encodeURIComponent(decodeURIComponent(drill))}`,
    )
  ).json()) as TKpiResponse;
  expect(answer.tiles.length).toBeGreaterThan(1);
  for (const tile of answer.tiles) {
    const shown = page.getByTestId(`kpi-${tile.indicator}`);
    await expect(shown).toBeVisible();
    expect(tile.ciLow).not.toBeNull();
    const value = shown.getByTestId('kpi-value');
    await expect(value).toHaveAttribute('data-ci-low', String(tile.ciLow));
    await expect(value).toHaveAttribute('data-ci-high', String(tile.ciHigh));
    const change = shown.getByTestId('kpi-change');
    await expect(change).toHaveAttribute('data-significant', String(tile.changeSignificant === true));
    // the arrow is there only when the change is significant
    await expect(change.locator('svg')).toHaveCount(tile.changeSignificant ? 1 : 0);
    if (!tile.changeSignificant) await expect(change).toContainText('within the margin of error');
  }
  // hovering the first value shows its interval, in the user's number format
  const first = answer.tiles[0];
  const decimals = first.indicator === 'nps' ? 0 : 1;
  await page.getByTestId(`kpi-${first.indicator}`).getByTestId('kpi-value').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    `95% interval ${first.ciLow!.toFixed(decimals)} – ${first.ciHigh!.toFixed(decimals)}`,
  );
  await page.screenshot({ path: artifact('statistics-kpi-interval') });
  // Escape puts the hint away while the pointer stays (WCAG 1.4.13); it shows again on the next visit
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.mouse.move(0, 0);
  // keyboard focus shows it too
  await page.getByTestId(`kpi-${first.indicator}`).getByTestId('kpi-value').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText(
    `95% interval ${first.ciLow!.toFixed(decimals)} – ${first.ciHigh!.toFixed(decimals)}`,
  );

  // the breakdown prints each unit's interval under its value, with the note that explains it
  await drawAllComponents(page);
  const breakdown = page.getByTestId('breakdown');
  await expect(breakdown.getByTestId('figure-interval').first()).toHaveText(
    /^95% interval -?[\d.,]+–-?[\d.,]+$/,
  );
  await expect(breakdown).toContainText('Small print: the 95% interval of each value.');
});

test('a fair ranking orders by the lower bound and says so', async ({ page }) => {
  await signIn(page, 'admin');
  const drill = encodeURIComponent('org,all;ftime=rdays:-180:0');
  const fair = page.waitForResponse(
    (r) => r.url().includes('/analytics/ranking/') && r.url().includes('order=fair'),
  );
  await page.goto(`/ranking/cx/${drill}?indicator=nps&level=4&order=fair`);
  const answer = (await (await fair).json()) as TRankingResponse;
  expect(answer.order).toBe('fair');
  await expect(page.getByTestId('ranking-summary')).toContainText(
    'Fair order: each unit ranks by the low end',
  );
  const ranked = answer.rows.filter((r) => r.rank !== null);
  for (let i = 1; i < ranked.length; i++)
    expect(ranked[i].fairScore!).toBeLessThanOrEqual(ranked[i - 1].fairScore!);
  // the screen lists the units in the answer's order, each with its interval below its value
  const rows = page.getByTestId('ranking-table').locator('tbody tr');
  await expect(rows.first()).toHaveAttribute('data-unit', ranked[0].extName);
  await expect(rows.nth(1)).toHaveAttribute('data-unit', ranked[1].extName);
  await expect(rows.first().getByTestId('figure-interval')).toHaveText(
    `95% interval ${ranked[0].ciLow!.toFixed(0)}–${ranked[0].ciHigh!.toFixed(0)}`,
  );
  // switching to the raw order keeps the units and changes the order
  await page.getByTestId('ranking-order').click();
  await page.getByRole('option', { name: 'By value' }).click();
  await expect(page.getByTestId('ranking-summary')).toContainText('Ordered by value');
  await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBeNull();
});
