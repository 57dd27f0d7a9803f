import { expect, type Locator, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { drawAllComponents } from './page-components.ts';
import { signIn, signInToDemo } from './session.ts';

/**
 * Survey administration as root: the configuration is changed in the product and reaches a
 * regional manager's open dashboard at once; a bad block is refused with its path; a
 * rollback brings the previous dashboard back. A view's level names, edited in its form, name
 * the ranking's levels.
 */

/** Replaces the content of the block's JSON editor, as typing it would. */
async function typeJson(page: Page, editor: Locator, json: string) {
  await editor.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(json);
}

async function openBlock(page: Page, name: string) {
  await page.getByTestId(`block-${name}`).click();
  const editor = page.getByTestId(`block-editor-${name}`);
  await expect(editor).toBeVisible();
  return editor;
}

async function saveBlock(page: Page, editor: Locator, comment: string) {
  await page.getByTestId('save-comment').fill(comment);
  await page.getByTestId('save-block').click();
  await expect(editor.getByTestId('block-version')).toContainText(/saved by root/);
}

async function rollBack(page: Page, editor: Locator, version: number) {
  await editor.getByTestId('mode-versions').click();
  await editor.getByTestId(`version-${version}`).click();
  await editor.getByTestId('rollback').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

test('root changes the configuration; an open dashboard follows live; a bad block is refused; rollback restores it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'regional');
  await expect(manager.getByTestId('kpi-tiles')).toHaveCount(1);
  await expect(manager.getByTestId('system-message')).toHaveCount(0);

  const rootContext = await browser.newContext();
  const page = await rootContext.newPage();
  await signInToDemo(page, 'root');
  await page.getByTestId('menu-survey-admin').click();
  await expect(page).toHaveURL(/\/survey\/cx\/\d+/);
  await expect(page.getByRole('tab', { name: 'Configuration' })).toHaveAttribute('aria-selected', 'true');

  // A KPI component on the overview page (the form, not JSON).
  const pages = await openBlock(page, 'pages');
  await pages.getByRole('combobox', { name: 'Type of the new component' }).click();
  await page.getByRole('option', { name: 'Key figures (KpiTiles)' }).click();
  await pages.getByTestId('add-component').click();
  const added = pages.getByRole('group', { name: /^Component \d+: Key figures/ }).last();
  await added.getByLabel('Has a title').check();
  await added.getByLabel('Component title').fill('CSAT now');
  await saveBlock(page, pages, 'CSAT tiles on the overview');

  // The system message: text and colours.
  const message = await openBlock(page, 'systemMessage');
  await message.getByTestId('system-message-show').check();
  await message.getByTestId('system-message-text').fill('Quarterly review on Friday');
  await message.getByTestId('system-message-background').fill('#00c896');
  await message.getByTestId('system-message-colour').fill('#000000');
  await expect(message.getByTestId('system-message-preview')).toContainText('Quarterly review on Friday');
  await saveBlock(page, message, 'Announce the review');
  await page.screenshot({ path: artifact('survey-admin-system-message'), fullPage: true });

  // The manager's dashboard, never reloaded, shows both (the new component at the page's end,
  // drawn as the manager scrolls to it).
  await expect(async () => {
    await drawAllComponents(manager);
    await expect(manager.getByTestId('kpi-tiles')).toHaveCount(2, { timeout: 1_000 });
  }).toPass();
  await expect(manager.getByRole('heading', { name: 'CSAT now' })).toBeVisible();
  const banner = manager.getByTestId('system-message');
  await expect(banner).toContainText('Quarterly review on Friday');
  await expect(banner).toHaveCSS('background-color', 'rgb(0, 200, 150)');
  await manager.screenshot({ path: artifact('survey-admin-live-dashboard'), fullPage: true });

  // A block with a wrong field is refused with its path, and nothing is saved.
  const general = await openBlock(page, 'general');
  await general.getByTestId('mode-json').click();
  const before = await general.getByTestId('block-version').textContent();
  await typeJson(
    page,
    general,
    '{"title": "Customer satisfaction", "defaultLocale": "en", "startFilter": "", "alertFilter": "", "colour": "red"}',
  );
  await page.getByTestId('save-block').click();
  const refusal = general.getByRole('alert').filter({ hasText: 'colour' });
  await expect(refusal).toBeVisible();
  await expect(general.getByTestId('block-version')).toHaveText(before ?? '');
  await page.screenshot({ path: artifact('survey-admin-refused-block'), fullPage: true });
  await page.getByTestId('discard').click();

  // Rolling both blocks back: the manager's dashboard is as it was.
  await rollBack(page, await openBlock(page, 'pages'), 1);
  await rollBack(page, await openBlock(page, 'systemMessage'), 1);
  await expect(manager.getByTestId('kpi-tiles')).toHaveCount(1);
  await expect(manager.getByTestId('system-message')).toHaveCount(0);
  await expect(manager.getByRole('heading', { name: 'CSAT now' })).toHaveCount(0);

  await rootContext.close();
  await managerContext.close();
});

test("root names a view's levels in the views form; the ranking's level picker uses the names", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToDemo(page, 'root');
  await page.getByTestId('menu-survey-admin').click();
  await expect(page).toHaveURL(/\/survey\/cx\/\d+/);
  const admin = page.url();

  const views = await openBlock(page, 'views');
  const organisation = views.getByRole('region', { name: 'View: Organisation' });
  await expect(organisation.getByTestId('view-0-level-4-en')).toHaveValue('Store');
  await organisation.getByTestId('view-0-level-4-en').fill('Shop');
  await saveBlock(page, views, 'Stores are shops');

  await page.goto(`/ranking/cx/${encodeURIComponent('org,all')}`);
  await expect(page.getByTestId('ranking-level')).toHaveText('Shop');
  await page.getByTestId('ranking-level').click();
  await expect(page.getByRole('option')).toHaveText(['Region', 'District', 'Shop']);
  await page.keyboard.press('Escape');

  // rolled back, the stores are stores again
  await page.goto(admin);
  await rollBack(page, await openBlock(page, 'views'), 1);
  await page.goto(`/ranking/cx/${encodeURIComponent('org,all')}`);
  await expect(page.getByTestId('ranking-level')).toHaveText('Store');
});
