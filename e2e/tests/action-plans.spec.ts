import { fileURLToPath } from 'node:url';
import type { TChangeList } from '@opinio/domain/schemas/changes';
import type { TPlanList } from '@opinio/domain/schemas/plans';
import { expect, type Page, test } from '@playwright/test';
import { drawAllComponents } from './page-components.ts';
import { expectAccessible } from './phone.ts';
import { dashboardLocation, signIn } from './session.ts';

/*
 * Action plans (docs/action-plans.md) as a manager makes one: from a change of the What
 * changed panel (or, where the node shows none, with "New plan" on the plans screen), then
 * found in the plans of the node, opened with its target and figures. At 1440 and 390 px,
 * in English, Finnish and Swedish, axe-checked.
 */

const PANEL = 'section[data-testid^="changes-"]';
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

/** The node's changes once the server's detection has run (seconds after its start). */
async function changesAfterRun(page: Page, language: string): Promise<TChangeList> {
  const { drillPath } = dashboardLocation(page.url());
  let list: TChangeList | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/vuejs/analytics/changes/cx/${encodeURIComponent(drillPath)}`,
          { headers: { 'Accept-Language': language } },
        );
        list = (await response.json()) as TChangeList;
        return list.checkedAt;
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .not.toBeNull();
  await page.reload();
  return list!;
}

/** Fills the plan form: what, an owner (the first the unit offers), and sends it. */
async function fillAndCreate(page: Page, title: string) {
  const dialog = page.getByTestId('plan-form');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('plan-title').fill(title);
  await dialog.getByRole('combobox', { name: /Owner|Vastuuhenkilö|Ansvarig/ }).click();
  await page.getByRole('option').first().click();
  await expectAccessible(page, '[data-testid="plan-form"]');
  await dialog.getByTestId('plan-submit').click();
  await expect(dialog).toBeHidden();
}

for (const { size, width, height, language, user } of [
  { size: 'desktop', width: 1440, height: 900, language: 'en', user: 'admin' },
  { size: 'phone', width: 390, height: 844, language: 'fi', user: 'admin' },
  { size: 'phone', width: 390, height: 844, language: 'sv', user: 'regional' },
] as const) {
  test(`${user} makes an action plan and finds it in the plans, on a ${size} in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, user);
    await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
    const changes = await changesAfterRun(page, language);
    const { drillPath } = dashboardLocation(page.url());
    const title = `${language} ${size}: ${Date.now()}`;

    // a plan answers a fall of an indicator: a rise (or a topic's move) offers none
    const first = changes.changes.find(
      (c) => c.direction === 'down' && !c.indicator.extName.startsWith('topic:'),
    );
    if (changes.changes.length > 0) {
      // from the What changed panel: a plan for the change's unit on its indicator (on a
      // phone below the KPI tiles, drawn as it nears sight)
      await drawAllComponents(page);
      const panel = page.locator(PANEL);
      await expect(panel).toHaveAttribute('aria-busy', 'false');
      if (changes.changes.length > 5)
        await panel.getByRole('button', { name: /Show all|Näytä kaikki|Visa alla/ }).click();
      await expect(panel.locator('li.change-up').getByTestId('plan-from-change')).toHaveCount(0);
      if (first) {
        const item = panel.getByTestId(`change-${first.unit.extName}-${first.indicator.extName}`).first();
        await item.getByTestId('plan-from-change').click();
        await expect(page.getByTestId('plan-target')).not.toHaveValue('');
        // titled to bring the indicator back, never to raise it after a rise
        const unit = first.unit.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(page.getByTestId('plan-title')).toHaveValue(new RegExp(unit));
        await fillAndCreate(page, title);
      }
    }

    // the plans of the node: the menu's entry (on a phone, in its drawer)
    if (size === 'phone') {
      await page.getByTestId('phone-menu-button').click();
      await page.getByTestId('phone-drawer').getByTestId('menu-plans').click();
    } else {
      await page.getByTestId('menu-plans').click();
    }
    await expect(page).toHaveURL(/\/plans\/cx\//);
    if (!first) {
      // nothing changed here: a plan for the node itself
      await page.getByTestId('plan-new').click();
      await page.getByTestId('plan-target').fill('40');
      await fillAndCreate(page, title);
    }
    const row = page.getByTestId('plan-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(page.getByTestId(size === 'phone' ? 'plan-cards' : 'plan-table')).toBeVisible();

    // the list as the API has it: within the user's scope, the new plan open
    // in the reader's language: unit and indicator names come in it
    const response = await page.request.get(`/api/vuejs/plans/list/cx/${encodeURIComponent(drillPath)}`, {
      headers: { 'Accept-Language': language },
    });
    const plans = (await response.json()) as TPlanList;
    const made = plans.plans.find((p) => p.title === title)!;
    expect(made).toMatchObject({ state: 'open', status: 'open' });
    if (first) expect(made).toMatchObject({ unit: { path: first.unit.path }, source: { kind: 'change' } });
    if (user === 'regional')
      for (const plan of plans.plans) expect(plan.unit.path.startsWith('org,all,north')).toBe(true);
    await expect(row.getByTestId('plan-status')).toHaveAttribute('data-status', 'open');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'main');
    await page.screenshot({ path: screenshot(`action-plans-${width}-${language}`) });

    // the plan opened: its target, its owner, its figures so far
    await row.getByTestId('plan-open').click();
    const dialog = page.getByTestId('plan-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(made.indicator.title);
    await expect(dialog.getByTestId('plan-outcome')).toBeVisible();
    await expectAccessible(page, '[data-testid="plan-dialog"]');
    await page.screenshot({ path: screenshot(`action-plans-detail-${width}-${language}`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
