import { expect, type Page } from '@playwright/test';

/**
 * A dashboard page draws a component once its place comes near sight: waits for the app's
 * page, scrolls down to each place still waiting until every component is drawn, then goes
 * back to the top.
 */
export async function drawAllComponents(page: Page): Promise<void> {
  await expect(page.locator('#root .dashboard-grid')).toBeAttached();
  await drawComponentsShown(page);
}

/** As drawAllComponents, on whatever screen is shown: a screen other than a dashboard page is left as it is. */
export async function drawComponentsShown(page: Page): Promise<void> {
  const [, route, pageId] = new URL(page.url()).pathname.split('/');
  if (route !== 'page') return;
  // the app's drawing of this page (the server's first screen, the splash or the page before
  // may be shown until it is drawn)
  const shown = `#root .dashboard-page[data-page="${decodeURIComponent(pageId)}"]`;
  await expect(page.locator(shown)).toBeAttached();
  // the places of this page whose component waits to come near sight
  const placesWaiting = `${shown} .dashboard-grid-item[data-waiting]`;
  const waiting = page.locator(placesWaiting);
  if ((await waiting.count()) === 0) return;
  await expect
    .poll(async () => {
      await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView(), placesWaiting);
      return waiting.count();
    })
    .toBe(0);
  // back to the top of the page, whichever element scrolls it
  await page.evaluate((selector) => {
    for (let at = document.querySelector(selector); at; at = at.parentElement) at.scrollTop = 0;
    window.scrollTo(0, 0);
  }, shown);
}
