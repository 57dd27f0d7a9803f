import { pathFor, ROUTES, type RouteName } from '@opinio/domain/routes';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './session.ts';

const SAMPLE_PARAMS: Record<string, string> = {
  surveyExtName: 'cx',
  drillPath: 'org,all,north;ftime=rdays:-90:0',
  pageId: 'overview',
  interviewId: '1',
  alertId: '1',
  sampleId: '1',
  fromPage: 'sample',
  reportUUID: '3f1c2a9e-0000-4000-8000-000000000001',
  userId: '1',
  surveyId: '1',
  scriptId: '1',
  roleId: '1',
  templateId: '1',
  campaignId: '1',
  mailAction: 'send',
  apiKeyToken: 'demo-screen-key',
  shareToken: 'not-a-signed-token',
  token: 'not-a-signed-token',
};

const samplePath = (name: RouteName) => pathFor(name, SAMPLE_PARAMS);
const screenTitle = (page: Page, name: string) =>
  // The big screen has no title bar: its TV layout (or the refusal of a bad key) is the screen.
  name === 'bigscreen'
    ? page.getByTestId('bigscreen')
    : page.locator(`[data-testid=screen-title][data-route=${name}]`);

test.describe('signed out', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });

  test.afterAll(async () => {
    await page.close();
  });

  for (const route of ROUTES) {
    const path = samplePath(route.name);
    if (route.access === 'public') {
      test(`${route.name} (${route.path}) renders without sign-in`, async () => {
        await page.goto(path);
        await expect(screenTitle(page, route.name)).toBeVisible();
      });
    } else {
      test(`${route.name} (${route.path}) goes to the login with a redirect`, async () => {
        await page.goto(path);
        await expect(screenTitle(page, 'login')).toBeVisible();
        const url = new URL(page.url());
        expect(url.pathname).toBe('/');
        expect(url.searchParams.get('redirect')).toBe(path);
        if (path.includes('/cx')) expect(url.searchParams.get('survey')).toBe('cx');
      });
    }
  }

  test('an unknown path says the page does not exist and leads to the start page', async () => {
    await page.goto('/no/such/page');
    await expect(screenTitle(page, 'notFound')).toHaveText('This page does not exist');
    await expect(page).toHaveTitle('This page does not exist – Opinio');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(screenTitle(page, 'login')).toBeVisible();
  });

  test('a #/ URL is rewritten to its path', async () => {
    await page.goto('/#/sl');
    await expect(screenTitle(page, 'login')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/sl');
  });

  test('a wrong password shows why', async () => {
    await page.goto('/');
    await page.getByLabel('User name').fill('regional');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByTestId('login-error')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  // Last: it signs in.
  test('after sign-in the redirect target opens', async () => {
    await page.goto(samplePath('alerts'));
    await page.getByLabel('User name').fill('regional');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(screenTitle(page, 'alerts')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(samplePath('alerts'));
  });
});

test.describe('signed in as a regional manager', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signIn(page, 'regional');
  });

  test.afterAll(async () => {
    await page.close();
  });

  for (const route of ROUTES) {
    if (route.name === 'login') continue;
    const path = samplePath(route.name);
    if (route.access === 'userAdmin' || route.access === 'root') {
      test(`${route.name} (${route.path}) says there is no access`, async () => {
        await page.goto(path);
        await expect(page.getByTestId('no-access')).toBeVisible();
        // the only heading is the message's: nothing of the route's own screen
        await expect(page.locator('[data-testid=screen-title]')).toHaveCount(1);
        await expect(page.locator('[data-testid=screen-title]')).toHaveAttribute('data-route', 'noAccess');
        await expect(page).toHaveTitle('You do not have access to this page – Opinio');
      });
    } else {
      test(`${route.name} (${route.path}) renders its screen`, async () => {
        await page.goto(path);
        await expect(screenTitle(page, route.name)).toBeVisible();
      });
    }
  }

  test('the login route sends a signed-in user to the first page', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/page\/overview\/cx\//);
  });

  test('there is no user-admin, backend or bug menu for an ordinary user', async () => {
    await page.goto(samplePath('page'));
    await expect(screenTitle(page, 'page')).toBeVisible();
    await expect(page.getByTestId('user-admin-button')).toHaveCount(0);
    await expect(page.getByTestId('root-tools-button')).toHaveCount(0);
  });
});

test('an administrator opens the users route', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-admin-button').click();
  await expect(screenTitle(page, 'users')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/userlist/cx');
});

test('a root user opens the survey list from the system administration menu, also through /#/sl, and the error reports', async ({
  page,
}) => {
  await signIn(page, 'root');
  const survey = new URL(page.url()).pathname.split('/')[3];
  await page.getByRole('button', { name: /^System administration/ }).click();
  await expect(page.getByRole('menu', { name: 'System administration' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'All surveys' }).click();
  await expect(screenTitle(page, 'surveylist')).toBeVisible();
  await page.goto('/#/sl');
  await expect(screenTitle(page, 'surveylist')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/surveylist/${survey}`);
  await page.getByTestId('root-tools-button').click();
  await page.getByTestId('bug-menu-button').click();
  await expect(page.getByRole('dialog', { name: 'Error reports' })).toBeVisible();
});

test('sign out ends the session', async ({ page }) => {
  await signIn(page, 'regional');
  await page.getByTestId('logout-button').click();
  await expect(screenTitle(page, 'login')).toBeVisible();
  await page.goto(samplePath('page'));
  await expect(screenTitle(page, 'login')).toBeVisible();
});

test('an unknown path and a record that does not exist show the shell (top bar, menu), a clear message and a way back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const [path, title, text] of [
    ['/no/such/screen', 'notFound', 'This page does not exist'],
    ['/interview/cx/999999999', 'interview', 'This interview does not exist or is not visible to you.'],
    ['/alert/cx/999999999', 'alert', 'This alert does not exist or is not visible to you.'],
  ] as const) {
    await page.goto(path);
    await expect(screenTitle(page, title)).toBeVisible();
    await expect(page.getByRole('banner', { name: 'Top bar' })).toBeVisible();
    await expect(page.getByTestId('alert-bell')).toBeVisible();
    await expect(page.getByTestId('menu-overview')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the start page' })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/page\//);
});

test('one name for one thing: the menu and the page say Survey administration; the ranking summary is a sentence; unit links carry no drill path as their title', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const entry = page.getByTestId('menu-survey-admin');
  await expect(entry).toHaveText('Survey administration');
  await entry.click();
  await expect(screenTitle(page, 'survey')).toHaveText('Survey administration');
  // the rail's entry, in bold while the page is open, keeps each word whole on its line
  const wordLines = await entry.locator('.MuiTypography-root').evaluate((label) => {
    const text = label.firstChild!;
    return (text.textContent ?? '').split(' ').map((word, n, words) => {
      const range = document.createRange();
      const start = words.slice(0, n).join(' ').length + (n > 0 ? 1 : 0);
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  });
  expect(wordLines).toEqual([1, 1]);

  await page.goto(samplePath('rankings'));
  await expect(page.getByTestId('ranking-summary')).toHaveText(/answers needed\. \S/);
  await expect(page.getByRole('button', { name: /^Open / }).first()).toBeVisible();
  // a title is a name people read, never the ids of a drill path ("org,all,north,oulu")
  const titles = await page
    .locator('[title]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('title')));
  expect(titles.filter((title) => /^[\w-]+(,[\w-]+)+$/.test(title ?? ''))).toEqual([]);
});
