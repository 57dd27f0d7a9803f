import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { countInterviews } from './interview-count.ts';
import { drawAllComponents } from './page-components.ts';
import { dashboardLocation, signIn } from './session.ts';

const artifact = (name: string) => fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url));

/** The dashboard scrolls inside its main area: a tall window shows all of it in one picture. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 2200 });
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await page.waitForTimeout(700); // chart animations
  await page.screenshot({ path: artifact(name) });
  if (size) await page.setViewportSize(size);
}

test('a regional manager lands on their region, sees true counts, drills down and back up', async ({
  page,
}) => {
  await signIn(page, 'regional');
  const start = dashboardLocation(page.url());
  expect(start.pageId).toBe('overview');
  expect(start.filterToken).toBe('ftime=rdays:-90:0');
  const segments = start.drillPath.split(',');
  expect(segments.slice(0, 2)).toEqual(['org', 'all']);
  const region = segments[segments.length - 1];
  expect(region).toBe('north');

  // The NPS tile counts exactly the interviews PostgreSQL holds for the region and period.
  const nps = page.getByTestId('kpi-nps');
  await expect(nps).toBeVisible();
  const regionCount = Number(await nps.getAttribute('data-count'));
  expect(regionCount).toBe(await countInterviews('regional', region, 90));
  expect(regionCount).toBeGreaterThan(0);
  await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toBeVisible();
  await drawAllComponents(page);
  await expect(page.locator('[data-testid^=breakdown-row-]').first()).toBeVisible();
  await saveScreenshot(page, 'dashboard-region');

  // At the user's scope: no way up, and the units above are shown but not links.
  const up = page.getByTestId('drill-up');
  await expect(up).toBeDisabled();
  await expect(page.getByTestId('breadcrumb-all')).toBeVisible();
  await expect(page.getByTestId('breadcrumb').getByRole('button')).toHaveCount(0);

  // Drill into the first district by clicking its breakdown row.
  const row = page.locator('[data-testid^=breakdown-row-]').first();
  const district = (await row.getAttribute('data-testid'))!.replace('breakdown-row-', '');
  await row.click();
  await expect.poll(() => dashboardLocation(page.url()).drillPath).toBe(`${start.drillPath},${district}`);
  expect(dashboardLocation(page.url()).filterToken).toBe(start.filterToken);
  await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toHaveAttribute(
    'data-testid',
    `breadcrumb-${district}`,
  );
  await expect(up).toBeEnabled();
  const districtTile = page.getByTestId('kpi-nps');
  await expect(districtTile).toBeVisible();
  const districtCount = Number(await districtTile.getAttribute('data-count'));
  expect(districtCount).toBe(await countInterviews('regional', district, 90));
  expect(districtCount).toBeLessThanOrEqual(regionCount);
  await saveScreenshot(page, 'dashboard-district');

  // Back up through the breadcrumb.
  await page.getByTestId(`breadcrumb-${region}`).click();
  await expect.poll(() => dashboardLocation(page.url()).drillPath).toBe(start.drillPath);
  await expect(up).toBeDisabled();

  // Down again and up with the Up button; it stops at the scope.
  await page.locator(`[data-testid=breakdown-row-${district}]`).click();
  await expect(up).toBeEnabled();
  await up.click();
  await expect.poll(() => dashboardLocation(page.url()).drillPath).toBe(start.drillPath);
  await expect(up).toBeDisabled();
});

test('a reload reproduces the view from the URL', async ({ page }) => {
  await signIn(page, 'regional');
  const kpi = page.getByTestId('kpi-nps');
  await expect(kpi).toContainText('n =');
  const region = await kpi.innerText();
  await drawAllComponents(page);
  await page.locator('[data-testid^=breakdown-row-]').first().click();
  const drilled = dashboardLocation(page.url()).drillPath;
  // the drilled node's figures (compared with the region as its parent)
  await expect(kpi).not.toHaveText(region);
  await expect(kpi).toContainText('Parent unit');
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  const before = await kpi.innerText();
  // The page comes with its first screen drawn by the server and the answers it was drawn
  // from, the KPI tiles and the drill path (apps/server/src/first-screen.ts): the app takes
  // those answers instead of asking again.
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/vuejs\/(analytics\/kpis|drillpath)\//.test(path)) asked.push(path.split('/')[3]);
  });
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<div id="first-screen"');
  await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toBeVisible();
  expect(dashboardLocation(page.url()).drillPath).toBe(drilled);
  await expect(page.getByTestId('kpi-nps')).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  expect(await page.getByTestId('kpi-nps').innerText()).toBe(before);
  expect(asked).toEqual([]);
});

test('the trends page sets its own time filter and leaving it drops it; clearing filters is kept in the URL', async ({
  page,
}) => {
  await signIn(page, 'regional');
  await page.getByTestId('menu-trends').click();
  await expect.poll(() => dashboardLocation(page.url()).filterToken).toBe('ftime=rmonths:-24:0');
  await expect(page.getByTestId('screen-title')).toHaveText('Trends');
  await saveScreenshot(page, 'trends');
  // the overview has no period of its own: the 24 months the trends page set do not follow
  await page.getByTestId('menu-overview').click();
  await expect.poll(() => dashboardLocation(page.url()).filterToken).toBe('ftime=rdays:-90:0');
  await page.getByTestId('menu-trends').click();
  await expect.poll(() => dashboardLocation(page.url()).filterToken).toBe('ftime=rmonths:-24:0');
  await page.getByTestId('filter-clear-all').click();
  await expect.poll(() => dashboardLocation(page.url()).filterToken).toBe('');
  await page.getByTestId('home-button').click();
  await expect
    .poll(() => dashboardLocation(page.url()))
    .toEqual({
      pageId: 'overview',
      drillPath: 'org,all,north',
      filterToken: 'ftime=rdays:-90:0',
    });
});
