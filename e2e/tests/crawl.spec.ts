import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { drawComponentsShown } from './page-components.ts';
import { DEMO_PASSWORD } from './session.ts';

/**
 * Every demo role opens every entry of its menu and top bar, on a desktop and on a phone,
 * and each screen it reaches must be a finished one: no error shown, no refused call it did
 * not ask for, nothing wider than the screen, and no serious or critical axe-core finding
 * (WCAG 2.2 A and AA). New screens are covered as soon as a menu leads to them.
 *
 * Each role runs at both sizes; the language rotates so that every size meets every
 * language. `CRAWL_ALL=1` crawls every role × size × language (30 runs).
 */
const ROLES = ['root', 'admin', 'multi', 'regional', 'store'] as const;
const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const LANGUAGES = ['en', 'fi', 'sv'] as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Size = keyof typeof SIZES;
type Language = (typeof LANGUAGES)[number];

function runs(): Array<{ role: (typeof ROLES)[number]; size: Size; language: Language }> {
  const all = process.env.CRAWL_ALL === '1';
  return ROLES.flatMap((role, r) =>
    (Object.keys(SIZES) as Size[]).flatMap((size, s) =>
      all
        ? LANGUAGES.map((language) => ({ role, size, language }))
        : [{ role, size, language: LANGUAGES[(r + s) % LANGUAGES.length] }],
    ),
  );
}

/** What is wrong with the screen as it is now; empty when nothing is. */
async function problems(page: Page, refused: string[]): Promise<string[]> {
  const found: string[] = [];
  // the screen at rest: no tooltip under the pointer, no transition half way
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  // every component of a dashboard page drawn (each is drawn as it comes near sight)
  await drawComponentsShown(page);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  // (named by what they move, so that one that never ends says where it is)
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const path: string[] = [];
            for (let at = target?.parentElement; at && path.length < 6; at = at.parentElement)
              path.push(`${at.tagName}${at.getAttribute('data-testid') ?? ''}.${at.className}`);
            return `${target?.tagName ?? '?'}.${target?.className ?? ''} in ${path.join(' < ')} at ${location.pathname}`;
          }),
      ),
    )
    .toEqual([]);
  await expect(page.locator('.MuiSkeleton-root, .placeholder')).toHaveCount(0);
  const errors = page.locator('[class*="MuiAlert-"][class*="Error"]:visible');
  for (const text of await errors.allTextContents()) found.push(`error shown: ${text}`);
  if (refused.length > 0) found.push(...refused.map((call) => `refused call: ${call}`));
  refused.length = 0;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`${overflow} px wider than the screen`);
  // A scroll cue follows the table's size a frame after it changes: the screen is at rest when
  // its cues have caught up (a problem that stays is reported as it is then).
  let clipped: string[] = [];
  await expect
    .poll(async () => (clipped = await page.evaluate(clippedContent)), { timeout: 3_000 })
    .toEqual([])
    .catch(() => undefined);
  found.push(...clipped);
  // Legacy mode: axe runs in the page itself, without a blank page to merge frames' results
  // in. The mail preview's sandboxed frame (no scripts) is left out: it shows a mail, not
  // the app, and the merge page stalled behind it.
  const axe = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode().analyze();
  for (const violation of axe.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const where = violation.nodes
      .slice(0, 3)
      .map((n) => {
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
        const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor} (${data.contrastRatio}:1)` : '';
        return `${n.target.join(' ')}${colours} ${n.html.slice(0, 160)}`;
      })
      .join(' | ');
    found.push(`axe ${violation.id} (${violation.impact}): ${where}`);
  }
  return found;
}

/**
 * Runs in the page. A list's figures (its value, answers and change cells, marked
 * `data-figure`) must be on the screen, not beyond its edge or cut by a box around them; and
 * whatever scrolls sideways must show that it does (`data-scroll-cue` around it, or a tab
 * row's visible arrows). Text fields and code editors scroll as such fields do.
 */
function clippedContent(): string[] {
  const found: string[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const scrollsSideways = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
      element.clientWidth > 0 &&
      element.scrollWidth > element.clientWidth + 1
    );
  };
  for (const element of document.querySelectorAll('body *')) {
    if (!scrollsSideways(element)) continue;
    if (element.matches('textarea, input, pre, .cm-scroller, .cm-editor *')) continue;
    if (element.closest('[data-scroll-cue]')) continue;
    const arrows = element.classList.contains('MuiTabs-scroller')
      ? [...(element.parentElement?.querySelectorAll('.MuiTabs-scrollButtons') ?? [])]
      : [];
    if (arrows.some((arrow) => getComputedStyle(arrow).display !== 'none')) continue;
    found.push(`scrolls sideways without a cue: ${describe(element)}`);
  }
  for (const figure of document.querySelectorAll('[data-figure]')) {
    const box = figure.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    let cut = box.left < -0.5 || box.right > window.innerWidth + 0.5;
    for (let outer = figure.parentElement; outer && !cut; outer = outer.parentElement) {
      if (getComputedStyle(outer).overflowX === 'visible') continue;
      const frame = outer.getBoundingClientRect();
      cut = box.left < frame.left - 0.5 || box.right > frame.right + 0.5;
    }
    if (cut) found.push(`figure off the screen: ${describe(figure)}`);
  }
  return found;
}

/** The same screen: the same route and page (/page/:pageId/…), whatever the drill path and filter. */
function samePage(shown: URL, target: URL): boolean {
  const screen = (url: URL) => url.pathname.split('/').slice(0, 3).join('/');
  return screen(shown) === screen(target);
}

/** The entries of the page menu (the rail, or the phone's drawer). */
async function menuEntries(page: Page, size: Size): Promise<string[]> {
  const container = await openMenu(page, size);
  const ids = await container
    .locator('[data-testid^="menu-"], [data-testid^="drawer-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  if (size === 'phone') await page.keyboard.press('Escape');
  // Leaving (sign-out, another organisation, another language, acting as) is not a screen.
  return ids.filter(
    (id) => !/^drawer-(logout|universe-|language-|act-as)|^menu-(my-account|act-as)$/.test(id),
  );
}

async function openMenu(page: Page, size: Size): Promise<Locator> {
  if (size === 'desktop') return page.locator('nav:has([data-testid^="menu-"])');
  await page.getByTestId('phone-menu-button').click();
  const drawer = page.getByTestId('phone-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The top bar's own entries at this size (the phone's drawer lists the rest). */
const TOP_BAR: Record<Size, string[]> = {
  desktop: ['user-admin-button', 'root-tools-button', 'account-button', 'alert-bell'],
  phone: ['alert-bell', 'root-tools-button', 'filter-sidebar-toggle'],
};

/**
 * Screens a menu page leads to rather than the menu itself: from the Campaigns page, the
 * first campaign, the first template and a new mail campaign (each where the role sees it).
 */
const DEEPER: Array<{ name: string; clicks: string[] }> = [
  { name: 'campaign', clicks: ['campaign-row'] },
  { name: 'template', clicks: ['template-row'] },
  { name: 'new-campaign', clicks: ['campaign-new', 'campaign-new-mail'] },
];

test("the crawl's clipping check finds a figure beyond the screen's edge and a sideways scroll without a cue", async ({
  page,
}) => {
  await page.setViewportSize(SIZES.phone);
  await page.setContent(`
    <div style="width: 300px; overflow-x: auto"><table style="width: 900px"><tr>
      <td>Oulu Centre</td><td style="padding-left: 600px"><span data-figure>71.4</span></td>
    </tr></table></div>
    <div data-scroll-cue><div style="width: 300px; overflow-x: auto"><div style="width: 900px">cued</div></div></div>
    <div style="width: 200px; overflow: hidden"><span data-figure style="margin-left: 250px">n = 12</span></div>`);
  expect(await page.evaluate(clippedContent)).toEqual([
    'scrolls sideways without a cue: div "Oulu Centre71.4"',
    'figure off the screen: span "71.4"',
    'figure off the screen: span "n = 12"',
  ]);
});

for (const { role, size, language } of runs()) {
  test(`crawl: ${role} on a ${size} in ${language}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(SIZES[size]);
    await page.addInitScript((locale) => sessionStorage.setItem('opinio.locale', locale), language);
    const refused: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.status() >= 400)
        refused.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    });
    const login = await page.request.post('/api/vuejs/auth/login', {
      data: { username: role, password: DEMO_PASSWORD },
      headers: { 'x-requested-with': 'opinio' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/');
    await expect(page).toHaveURL(/\/page\//);
    const start = page.url();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const report: Record<string, string[]> = { start: await problems(page, refused) };
    // one entry after the other, as a user goes through the menu (a dialog is closed first)
    for (const entry of await menuEntries(page, size)) {
      refused.length = 0;
      const menu = await openMenu(page, size);
      // a page's entry is a link; the app goes there once the survey's data count is fresh
      const target = await menu.getByTestId(entry).getAttribute('href');
      await menu.getByTestId(entry).click();
      if (target) await expect(page).toHaveURL((url) => samePage(url, new URL(target, url)));
      if (size === 'phone') await expect(page.getByTestId('phone-drawer')).toBeHidden();
      report[entry] = await problems(page, refused);
      if (entry === 'menu-samples' || entry === 'drawer-user-admin' || entry === 'menu-overview')
        await page.screenshot({ path: artifact(`crawl-${role}-${size}-${language}-${entry}`) });
      await page.keyboard.press('Escape');
    }
    // the survey's Campaigns page, at the node the role starts at (/page/:pageId/:survey/:drillPath)
    const campaigns = start.replace(/\/page\/[^/]+\//, '/page/campaigns/');
    for (const { name, clicks } of DEEPER) {
      await page.goto(campaigns);
      await expect(page.locator('[data-testid=screen-title]')).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root, .placeholder')).toHaveCount(0);
      const first = page.getByTestId(clicks[0]).first();
      if (!(await first.isVisible())) continue;
      refused.length = 0;
      for (const id of clicks) {
        const target = page.getByTestId(id).first();
        const link = target.getByRole('link').first();
        await ((await link.count()) > 0 ? link : target).click();
      }
      report[`campaigns/${name}`] = await problems(page, refused);
    }
    await page.goto(start);
    for (const entry of TOP_BAR[size]) {
      const button = page.getByTestId(entry);
      if ((await button.count()) === 0) continue;
      refused.length = 0;
      await button.click();
      if (entry === 'account-button') await page.getByTestId('menu-my-account').click();
      if (entry === 'root-tools-button') await page.getByTestId('backend-button').click();
      report[entry] = await problems(page, refused);
      await page.keyboard.press('Escape');
    }
    const failing = Object.fromEntries(Object.entries(report).filter(([, found]) => found.length > 0));
    expect(failing, `screens with problems for ${role} (${size}, ${language})`).toEqual({});
  });
}
