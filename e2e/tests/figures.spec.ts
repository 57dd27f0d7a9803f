import { fileURLToPath } from 'node:url';
import { periodDays } from '@opinio/domain/comparison-basis';
import type { TDistributionResponse, TKpiResponse, TRankingResponse } from '@opinio/domain/schemas/analytics';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import type { TChangeList } from '@opinio/domain/schemas/changes';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { drawAllComponents } from './page-components.ts';
import { expectAccessible, expectNoSidewaysScroll } from './phone.ts';
import { dashboardLocation, signIn } from './session.ts';

/*
 * Figures that are seen together say what each is measured against, and nothing is drawn or
 * planned where the data cannot carry it (docs/product.md, docs/statistics.md): as a user
 * meets them, at 1440 and 390 px, in English, Finnish and Swedish. The pictures go to
 * docs/screenshots.
 */

const screenshot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));
const CHANGES = 'section[data-testid^="changes-"]';
const NORTH = 'org,all,north;ftime=rdays:-90:0';
const path = (drill: string) => encodeURIComponent(drill);

const SIZES = [
  { width: 1440, height: 900, language: 'en' },
  { width: 390, height: 844, language: 'fi' },
  { width: 390, height: 844, language: 'sv' },
] as const;

/** Texts by language, as the screens write them. */
const DAYS_BEFORE = { en: 'days before', fi: 'päivään verrattuna', sv: 'dagarna före' } as const;
const YEAR_BEFORE = {
  en: 'against the year before',
  fi: 'verrattuna edeltävään vuoteen',
  sv: 'mot året före',
} as const;

async function openAs(page: Page, user: string, language: string, url: string) {
  await signIn(page, user);
  await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
  await page.goto(url);
}

/** The node's changes once the server's detection has run (seconds after its start). */
async function changesAfterRun(page: Page, drillPath: string, language: string): Promise<TChangeList> {
  let list: TChangeList | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/vuejs/analytics/changes/cx/${path(drillPath)}`, {
          headers: { 'Accept-Language': language },
        });
        list = (await response.json()) as TChangeList;
        return list.checkedAt;
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .not.toBeNull();
  return list!;
}

/** A picture of the screen from the top of one element to the bottom of another. */
async function shootBetween(page: Page, first: Locator, last: Locator, name: string) {
  const top = await first.boundingBox();
  const bottom = await last.boundingBox();
  const viewport = page.viewportSize()!;
  const y = Math.max(0, top!.y - 8);
  // tall enough to hold both: the picture is of one screen's height
  await page.setViewportSize({ width: viewport.width, height: Math.ceil(bottom!.y + bottom!.height + 16) });
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: screenshot(name),
    clip: { x: 0, y, width: viewport.width, height: bottom!.y + bottom!.height + 8 - y },
  });
  await page.setViewportSize(viewport);
}

for (const { width, height, language } of SIZES) {
  test(`the KPI tiles and What changed each name their period, on ${width} px in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    // the whole chain over the last 91 days: the demo's changes (the web shop's rise) are there
    const drill = 'org,all;ftime=rdays:-90:0';
    await signIn(page, 'admin');
    const list = await changesAfterRun(page, 'org,all', language);
    expect(list.changes.length).toBeGreaterThan(0);
    await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
    await page.goto(`/page/overview/cx/${path(drill)}`);
    // the tiles' answer as the page has it (drawn by the server's first screen, without a call of its own)
    const answer = (await (
      await page.request.get(`/api/vuejs/analytics/kpis/cx/${path(drill)}`)
    ).json()) as TKpiResponse;
    const days = periodDays(answer.previousPeriod!);
    await drawAllComponents(page);
    // each tile's change names the days it is measured against
    for (const tile of answer.tiles.filter((x) => x.change !== null)) {
      const change = page.getByTestId(`kpi-${tile.indicator}`).getByTestId('kpi-change');
      await expect(change).toContainText(String(days));
      await expect(change).toContainText(DAYS_BEFORE[language]);
    }
    // each change its window against the year before, and the panel says so before them
    const panel = page.locator(CHANGES);
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    await expect(panel.getByTestId('changes-basis')).toBeVisible();
    const sentences = panel.locator('.change-sentence');
    const count = await sentences.count();
    for (let i = 0; i < count; i++) await expect(sentences.nth(i)).toContainText(YEAR_BEFORE[language]);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '[data-testid="kpi-tiles"]');
    await expectAccessible(page, CHANGES);
    await shootBetween(page, page.getByTestId('kpi-tiles'), panel, `kpi-changes-basis-${width}-${language}`);
  });

  test(`a filter that matches nothing shows one message and a way out, on ${width} px in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openAs(page, 'regional', language, `/page/overview/cx/${path(`${NORTH};comment=xyzzyplugh~`)}`);
    const message = page.getByTestId('no-matching-answers');
    await expect(message).toBeVisible();
    // no tiles of dashes, no "no earlier period", no changes that no filter cuts
    await expect(page.locator('[data-testid^="kpi-"]')).toHaveCount(0);
    await expect(page.locator(CHANGES)).toHaveCount(0);
    await expect(page.getByText(/earlier period|aiempaa jaksoa|tidigare period/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'main');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: screenshot(`no-match-${width}-${language}`) });
    // its way out: every filter cleared, the page's components back
    await message.getByTestId('no-match-clear').click();
    await expect.poll(() => dashboardLocation(page.url()).filterToken).toBe('');
    await expect(page.getByTestId('kpi-nps')).toBeVisible();
  });
}

test('What changed says above its list that the page’s filters do not cut it', async ({ page }) => {
  await openAs(page, 'regional', 'en', `/page/overview/cx/${path(`${NORTH};channel=web`)}`);
  await drawAllComponents(page);
  const panel = page.locator(CHANGES);
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(panel.getByRole('note')).toContainText('the filters on this page do not apply here');
});

/**
 * A window of days at the store in which its answers to NPS are as `wanted` asks: windows
 * ending yesterday first (other tests send the store answers today), longer and longer.
 */
async function storeWindow(page: Page, wanted: (d: TDistributionResponse) => boolean): Promise<string> {
  for (const end of [1, 0])
    for (let days = end; days < end + 120; days++) {
      const drill = `org,all,north,oulu,s001;ftime=rdays:${-days}:${-end}`;
      const response = await page.request.get(
        `/api/vuejs/analytics/distribution/cx/${path(drill)}?question=nps`,
      );
      if (wanted((await response.json()) as TDistributionResponse)) return drill;
    }
  throw new Error('no window of the store has such answers');
}

test('a chart is not drawn from fewer answers than the minimum, and counts whole answers above it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'store');
  const few = await storeWindow(page, (d) => d.total > 0 && d.suppressed);
  await page.goto(`/page/overview/cx/${path(few)}`);
  await drawAllComponents(page);
  const distribution = page.locator('section[data-testid^="distribution-"]');
  await expect(distribution.getByTestId('chart-too-few')).toContainText('Too few answers to draw');
  await expect(distribution.locator('svg')).toHaveCount(0);
  await expectAccessible(page, 'section[data-testid^="distribution-"]');
  await distribution.screenshot({ path: screenshot('distribution-too-few-1440-en') });

  // just enough answers: drawn, its count axis in whole answers
  const enough = await storeWindow(page, (d) => !d.suppressed && d.total > 0 && d.total < 30);
  await page.goto(`/page/overview/cx/${path(enough)}`);
  await drawAllComponents(page);
  const drawn = page.locator('section[data-testid^="distribution-"]');
  await expect(drawn.locator('svg text').first()).toBeAttached();
  const labels = await drawn.locator('svg text').allTextContents();
  expect(labels.filter((text) => /^\d+[.,]\d+$/.test(text.trim()))).toEqual([]);
  const trend = page.locator('section[data-testid^="trend-"]');
  const trendLabels = await trend.locator('svg text').allTextContents();
  expect(trendLabels.filter((text) => /^\d+[.,]\d+$/.test(text.trim()))).toEqual([]);
  await page.mouse.move(0, 0);
  await drawn.screenshot({ path: screenshot('distribution-whole-answers-1440-en') });
});

test('only a fall offers an action plan, titled to bring the figure back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const { drillPath } = dashboardLocation(page.url());
  const list = await changesAfterRun(page, drillPath, 'en');
  await page.reload();
  await drawAllComponents(page);
  const panel = page.locator(CHANGES);
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  if (list.changes.length > 5) await panel.getByRole('button', { name: /^Show all/ }).click();
  await expect(panel.locator('li.change-up').first()).toBeVisible();
  await expect(panel.locator('li.change-up').getByTestId('plan-from-change')).toHaveCount(0);
  // the demo's planted story (a South store's queue) is a fall, when its detection finds it
  const fall = list.changes.find((c) => c.direction === 'down' && !c.indicator.extName.startsWith('topic:'));
  if (fall) {
    await panel
      .getByTestId(`change-${fall.unit.extName}-${fall.indicator.extName}`)
      .first()
      .getByTestId('plan-from-change')
      .click();
    const title = page.getByTestId('plan-title');
    await expect(title).toHaveValue(new RegExp(`^Bring ${fall.indicator.title} at .+ back up to `));
    await expectAccessible(page, '[data-testid="plan-form"]');
    await page.screenshot({ path: screenshot('plan-from-fall-1440-en') });
    await page.keyboard.press('Escape');
  }
});

for (const { width, height, language, user } of [
  { width: 1440, height: 900, language: 'en', user: 'admin' },
  { width: 390, height: 844, language: 'sv', user: 'regional' },
] as const) {
  test(`a fair ranking says why where its order is shown, on ${width} px in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const drill = user === 'admin' ? 'org,all;ftime=rdays:-89:0' : 'org,all,north;ftime=rdays:-89:0';
    const answer = page.waitForResponse(
      (r) => r.url().includes('/analytics/ranking/') && r.url().includes('order=fair'),
    );
    await openAs(page, user, language, `/ranking/cx/${path(drill)}?indicator=nps&order=fair`);
    const ranking = (await (await answer).json()) as TRankingResponse;
    const ranked = ranking.rows.filter((r) => r.rank !== null);
    const table = page.getByTestId('ranking-table');
    await expect(page.getByTestId('ranking-table-fair-caption')).toBeVisible();
    const figures =
      width === 1440 ? table.getByTestId('ranking-fair-score') : table.getByTestId('ranking-card-fair-score');
    await expect(figures.first()).toContainText(String(Math.round(ranked[0].fairScore!)));
    await expect(figures.nth(1)).toContainText(String(Math.round(ranked[1].fairScore!)));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '[data-testid="ranking"]');
    await page.mouse.move(0, 0);
    // the order's reason with the first rows it orders
    if (width < 600) await page.getByTestId('ranking-table-fair-caption').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot(`ranking-fair-${width}-${language}`) });
  });
}

test('the big screen ranks fairly and shows each fair score beside the value', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const created = await page.request.post('/api/vuejs/surveys/apikey/create/cx', {
    headers: { 'x-requested-with': 'opinio' },
    data: { name: 'Lobby TV, fair ranking', purpose: 'bigscreen' },
  });
  expect(created.status()).toBe(200);
  const { token } = (await created.json()) as { token: string };
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const tv = await context.newPage();
  const summary = tv.waitForResponse((r) => r.url().includes('/api/bigscreen/summary'));
  await tv.goto(`/bigscreen/${token}`);
  const data = (await (await summary).json()) as TBigScreenSummary;
  const card = tv.getByTestId('bigscreen-ranking');
  await expect(card.getByRole('heading')).toHaveText('Ranking: NPS, by fair score');
  await expect(card.getByTestId('bigscreen-ranking-columns')).toContainText('Fair score');
  await expect(card.getByTestId('bigscreen-fair-score').first()).toHaveText(
    String(Math.round(data.ranking!.top[0].fairScore!)),
  );
  await expect(tv.getByTestId('bigscreen-connection')).toHaveAttribute('data-status', 'live');
  // the trend drawn: its axis labels are there
  await expect(tv.getByTestId('bigscreen-trend').locator('svg text').first()).toBeAttached();
  await tv.screenshot({ path: screenshot('bigscreen-fair-1920-en') });
  await context.close();
});
