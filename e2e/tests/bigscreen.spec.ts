import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createKeyInUi } from './api-keys.ts';
import { artifact } from './artifacts.ts';
import { signIn } from './session.ts';

/** A signed-out browser window of a TV. */
async function tvPage(browser: Browser, width: number, height: number, still = false) {
  // still: no animation (the chart drawn at once, the comments not scrolling), for screenshots
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    ...(still ? { reducedMotion: 'reduce' as const } : {}),
  });
  return { context, page: await context.newPage() };
}

async function waitForBoard(page: Page) {
  await expect(page.getByTestId('bigscreen-kpi-value-nps')).toBeVisible();
  await expect(page.getByTestId('bigscreen-connection')).toHaveAttribute('data-status', 'live');
  await page.waitForTimeout(800); // the chart's first animation
}

test('an admin makes a big screen: it shows the numbers, follows new data and goes dark when the key is deleted', async ({
  page,
  browser,
  request,
}) => {
  // Three browser windows, one of them 4K.
  test.setTimeout(150_000);
  await signIn(page, 'admin');
  // Survey settings are one click away in the left menu, for admins.
  await page.getByTestId('menu-survey-admin').click();
  await expect(page).toHaveURL(/\/survey\/cx\/\d+$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Survey administration');
  await expect(page.getByTestId('api-keys')).toBeVisible();
  const screenToken = await createKeyInUi(page, 'Lobby TV', 'Big screen');
  // The screen's key cannot write: interviews come through a separate ingestion key.
  const feedToken = await createKeyInUi(page, 'Till feed', 'Ingestion');
  await page.screenshot({ path: artifact('survey-api-keys') });

  const tv = await tvPage(browser, 1920, 1080);
  await tv.page.goto(`/bigscreen/${screenToken}`);
  await waitForBoard(tv.page);
  const answer = await request.get('/api/bigscreen/summary', {
    headers: { authorization: `Bearer ${screenToken}` },
  });
  expect(answer.status()).toBe(200);
  const summary = (await answer.json()) as TBigScreenSummary;
  for (const tile of summary.tiles.slice(0, 5)) {
    await expect(tv.page.getByTestId(`bigscreen-kpi-${tile.indicator.extName}`)).toHaveAttribute(
      'data-value',
      String(tile.value ?? ''),
    );
  }
  await expect(tv.page.getByTestId('bigscreen-unit')).toHaveText(summary.unit.title);
  // the rows the card holds whole: the best units, and some that need attention (at most three)
  const top = tv.page.getByTestId('bigscreen-top').getByRole('listitem');
  await expect(top.first()).toHaveText(new RegExp(`^1\\.${summary.ranking?.top[0].title}`));
  const bottom = await tv.page.getByTestId('bigscreen-bottom').getByRole('listitem').count();
  expect(bottom).toBeGreaterThanOrEqual(1);
  expect(bottom).toBeLessThanOrEqual(3);
  await tv.page.screenshot({ path: artifact('bigscreen') });

  const big = await tvPage(browser, 3840, 2160);
  await big.page.goto(`/bigscreen/${screenToken}`);
  await waitForBoard(big.page);
  await big.page.screenshot({ path: artifact('bigscreen-4k') });
  await big.context.close();

  expect(
    (
      await request.post('/api/v1/surveys/cx/interviews', {
        headers: { authorization: `Bearer ${screenToken}` },
        data: {
          interviews: [
            { externalId: 'tv-refused', unit: 's001', date: new Date().toISOString(), answers: { nps: 10 } },
          ],
        },
      })
    ).status(),
  ).toBe(401);
  const comment = `Lovely staff at the till ${Date.now()}`;
  const ingested = await request.post('/api/v1/surveys/cx/interviews', {
    headers: { authorization: `Bearer ${feedToken}` },
    data: {
      interviews: [
        {
          externalId: `tv-${Date.now()}`,
          unit: 's001',
          date: new Date().toISOString(),
          answers: { nps: 10, comment },
        },
      ],
    },
  });
  expect(ingested.status(), await ingested.text()).toBe(200);
  // Pushed, not polled: without a reload the screen gets the new data version and the comment
  // (the push's latency is a benchmark's figure, not this test's: the machine is shared).
  await expect(tv.page.getByTestId('bigscreen-header')).toHaveAttribute(
    'data-load-count',
    String(summary.loadCount + 1),
    { timeout: 15_000 },
  );
  await expect(tv.page.getByTestId('bigscreen-comments').getByText(comment).first()).toBeVisible({
    timeout: 15_000,
  });

  // The TV loses its network: it says so, keeps the last numbers, and catches up when back.
  const connection = tv.page.getByTestId('bigscreen-connection');
  await tv.context.setOffline(true);
  await expect(connection).toHaveAttribute('data-status', 'reconnecting', { timeout: 5000 });
  await expect(tv.page.getByTestId('bigscreen-kpi-value-nps')).toBeVisible();
  const whileAway = await request.post('/api/v1/surveys/cx/interviews', {
    headers: { authorization: `Bearer ${feedToken}` },
    data: {
      interviews: [
        {
          externalId: `tv-away-${Date.now()}`,
          unit: 's001',
          date: new Date().toISOString(),
          answers: { nps: 9 },
        },
      ],
    },
  });
  expect(whileAway.status(), await whileAway.text()).toBe(200);
  await tv.context.setOffline(false);
  await expect(connection).toHaveAttribute('data-status', 'live', { timeout: 10_000 });
  await expect(tv.page.getByTestId('bigscreen-header')).toHaveAttribute(
    'data-load-count',
    String(summary.loadCount + 2),
    { timeout: 10_000 },
  );

  await page.getByRole('button', { name: 'Delete key Lobby TV' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete key Lobby TV?' });
  await confirm.getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Lobby TV' })).toContainText('Revoked');
  const denied = tv.page.getByTestId('bigscreen-denied');
  await expect(denied).toBeVisible({ timeout: 8000 });
  await expect(denied).toHaveAttribute('data-reason', 'revoked_key');
  await expect(denied).toContainText('Access revoked');
  await tv.page.screenshot({ path: artifact('bigscreen-revoked') });
  await tv.context.close();

  // An address that never held a key says so.
  const stranger = await tvPage(browser, 1920, 1080);
  await stranger.page.goto('/bigscreen/opk_not-a-key');
  await expect(stranger.page.getByTestId('bigscreen-denied')).toHaveAttribute('data-reason', 'invalid_key');
  await stranger.context.close();
});

test('the leaderboard page ranks stores by points with badges', async ({ page }) => {
  await signIn(page, 'admin');
  const url = new URL(page.url());
  const [, , , survey, drillPath] = url.pathname.split('/');
  await page.goto(`/page/leaderboard/${survey}/${drillPath}${url.search}`);
  const board = page.getByTestId('leaderboard');
  await expect(board).toBeVisible();
  const rows = board.getByTestId('leaderboard-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  const points = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-points'))));
  expect(points).toEqual([...points].sort((a, b) => b - a));
  expect(points[0]).toBeGreaterThan(0);
  await expect(rows.first()).toContainText('Gold');
  // indicator points are judged fairly unless the user asks for the value alone
  const explain = page.getByTestId('leaderboard-order-explain');
  await expect(explain).toContainText('whole 95% interval');
  const total = async () =>
    (await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-points'))))).reduce(
      (a, b) => a + b,
      0,
    );
  const fairTotal = await total();
  await page.getByTestId('leaderboard-order').click();
  await page.getByRole('option', { name: 'By value' }).click();
  await expect(explain).toContainText('when its value is above the bar');
  expect(new URL(page.url()).searchParams.get('order')).toBe('raw');
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  expect(await total()).toBeGreaterThanOrEqual(fairTotal);
  await page.getByTestId('leaderboard-order').click();
  await page.getByRole('option', { name: 'Fair: only when surely above' }).click();
  await expect(explain).toContainText('whole 95% interval');
  await page.setViewportSize({ width: 1440, height: 1300 });
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await page.waitForTimeout(700);
  await page.screenshot({ path: artifact('gamification') });
});

test("survey settings are for admins, at the survey's own id", async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-survey-admin').click();
  await expect(page.getByTestId('api-keys')).toBeVisible();
  const own = new URL(page.url()).pathname;
  // Another id with this survey's name is an old or edited link: nothing is shown.
  await page.goto(own.replace(/\d+$/, '999999'));
  await expect(page.getByText('Survey "cx" is not available to you.')).toBeVisible();
  await expect(page.getByTestId('api-keys')).toHaveCount(0);

  const context = await browser.newContext();
  const store = await context.newPage();
  await signIn(store, 'store');
  await expect(store.getByTestId('menu-support')).toBeVisible();
  await expect(store.getByTestId('menu-survey-admin')).toHaveCount(0);
  await store.goto(own);
  await expect(store.getByTestId('no-access')).toBeVisible();
  await expect(store.getByTestId('api-keys')).toHaveCount(0);
  await context.close();
});

test('the big screen fits the TV at 1366×768, 1920×1080 and 4K: whole rows, its survey as title, a quiet console', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const create = async (query: string) => {
    const response = await page.request.get(`/api/vuejs/surveys/apikey/create/cx?${query}`, {
      headers: { 'x-requested-with': 'opinio' },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const screenToken = await create('name=Wall&purpose=bigscreen');
  const feedToken = await create('name=Morning feed');
  // this morning's first few answers, all unhappy: today is drawn as partial, not as a plunge
  const today = new Date().toISOString().slice(0, 10);
  const morning = await page.request.post('/api/v1/surveys/cx/interviews', {
    headers: { authorization: `Bearer ${feedToken}` },
    data: {
      interviews: Array.from({ length: 5 }, (_, i) => ({
        externalId: `wall-${Date.now()}-${i}`,
        unit: 's001',
        date: `${today}T00:0${i}:00Z`,
        answers: { nps: 0 },
      })),
    },
  });
  expect(morning.status(), await morning.text()).toBe(200);
  const summary = (await (
    await page.request.get('/api/bigscreen/summary', { headers: { authorization: `Bearer ${screenToken}` } })
  ).json()) as TBigScreenSummary;
  expect(summary.trend.points.at(-1)).toMatchObject({ bucket: today, partial: true });

  for (const [width, height, name] of [
    [1366, 768, 'bigscreen-1366'],
    [1920, 1080, null],
    [3840, 2160, null],
  ] as const) {
    const tv = await tvPage(browser, width, height, true);
    const problems: string[] = [];
    tv.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    tv.page.on('pageerror', (error) => problems.push(error.message));
    tv.page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await tv.page.goto(`/bigscreen/${screenToken}`);
    await waitForBoard(tv.page);
    await expect(tv.page).toHaveTitle(summary.survey.title);

    // every row of the ranking lies whole inside its box: none clipped, none hidden
    const box = tv.page.getByTestId('bigscreen-ranking-rows');
    const rows = box.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const outer = (await box.boundingBox())!;
    const shown = await rows.count();
    expect(shown, `${width}×${height}`).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < shown; i++) {
      const row = (await rows.nth(i).boundingBox())!;
      expect(row.y, `${width}×${height} row ${i + 1}`).toBeGreaterThanOrEqual(outer.y - 0.5);
      expect(row.y + row.height, `${width}×${height} row ${i + 1}`).toBeLessThanOrEqual(
        outer.y + outer.height + 0.5,
      );
    }
    // the ones that need attention are there, whole
    if ((summary.ranking?.bottom.length ?? 0) > 0)
      await expect(tv.page.getByTestId('bigscreen-bottom').getByRole('listitem').first()).toBeVisible();

    // the chart's words name today as partial and compare whole days only; today is marked on it
    const chart = tv.page.getByTestId('bigscreen-trend').locator('div[role=img]');
    await expect(chart).toHaveAttribute('aria-label', /is a partial day\.$/);
    await expect(chart.locator('svg text').filter({ hasText: 'Today so far' })).toHaveCount(1);

    if (name) await tv.page.screenshot({ path: artifact(name) });
    else await tv.page.screenshot({ path: artifact(width > 2000 ? 'bigscreen-4k' : 'bigscreen') });
    expect(problems, `${width}×${height}`).toEqual([]);
    await tv.context.close();
  }
});
