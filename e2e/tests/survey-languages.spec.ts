import { expect, type Page, test } from '@playwright/test';
import { drawAllComponents } from './page-components.ts';
import { signIn } from './session.ts';

/** Texts of the demo survey's configuration in each language (apps/server/src/demo). */
const LANGUAGES = [
  {
    menuItem: 'Suomi',
    overview: 'Yleiskatsaus',
    channelTab: 'Kanava',
    question: 'Kuinka todennäköisesti suosittelisit meitä ystävällesi?',
    region: 'Pohjoinen alue',
    comments: 'Uusimmat kommentit',
  },
  {
    menuItem: 'Svenska',
    overview: 'Översikt',
    channelTab: 'Kanal',
    question: 'Hur troligt är det att du skulle rekommendera oss till en vän?',
    region: 'Norra regionen',
    comments: 'Senaste kommentarerna',
  },
  {
    menuItem: 'English',
    overview: 'Overview',
    channelTab: 'Channel',
    question: 'How likely are you to recommend us to a friend?',
    region: 'North region',
    comments: 'Latest comments',
  },
] as const;

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name }).click();
}

test('the survey speaks the language picked: menu, tabs, panels, questions and units', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('menu-overview')).toContainText('Overview');

  for (const texts of LANGUAGES) {
    await chooseLanguage(page, texts.menuItem);
    // the survey's configuration, from the identity asked for again in the language
    await expect(page.getByTestId('menu-overview')).toContainText(texts.overview);
    await expect(page.getByTestId('view-tab-channel')).toContainText(texts.channelTab);
    await drawAllComponents(page);
    await expect(page.getByRole('heading', { name: texts.comments })).toBeVisible();
    // the question of the distribution chart's panel, and the units of the breakdown (an analytics answer)
    await expect(page.getByRole('heading', { name: texts.question })).toBeVisible();
    await expect(page.getByTestId('breakdown-row-north')).toContainText(texts.region);
  }
});

test('a user who reads Finnish gets the survey in Finnish from the start', async ({ page }) => {
  // multi's own language is Finnish; the tab has picked none.
  await page.goto('/');
  await page.getByLabel('User name').fill('multi');
  await page.getByLabel('Password').fill('demo');
  await page.getByTestId('choose-universe-link').click();
  await page.getByLabel('Organisation').fill('demo');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\/overview\/cx\//);
  await expect(page.getByTestId('menu-overview')).toContainText('Yleiskatsaus');
  await drawAllComponents(page);
  await expect(page.getByRole('heading', { name: LANGUAGES[0].question })).toBeVisible();
});
