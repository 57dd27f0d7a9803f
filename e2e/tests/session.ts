import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Signs in through the login form and waits for the first dashboard page. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\//);
  await appTookOver(page);
}

/**
 * The page that follows the sign-in form is drawn by the server first (its KPI tiles), and
 * the app takes its place when it has loaded: until then nothing of the app answers.
 */
async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('data-behind-first-screen');
}

/** Signs in to the demo universe by name (root's first universe is another one). */
export async function signInToDemo(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('choose-universe-link').click();
  await page.getByLabel('Organisation').fill('demo');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\/overview\/cx\//);
  await appTookOver(page);
}

/** The drill path and filter token of a dashboard URL (/page/:pageId/:survey/:drillPath). */
export function dashboardLocation(url: string): { pageId: string; drillPath: string; filterToken: string } {
  const [, , pageId, , encoded] = new URL(url).pathname.split('/');
  const decoded = decodeURIComponent(encoded);
  // The token itself separates its filters with ';': only the first ';' ends the drill path.
  const at = decoded.indexOf(';');
  if (at < 0) return { pageId, drillPath: decoded, filterToken: '' };
  return { pageId, drillPath: decoded.slice(0, at), filterToken: decoded.slice(at + 1) };
}
