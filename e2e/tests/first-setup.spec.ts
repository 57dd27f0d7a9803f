import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createDatabase, freePort } from '../../scripts/pg-cluster.ts';
import { createKeyInUi } from './api-keys.ts';
import { artifact } from './artifacts.ts';
import { expectAccessible, expectNoSidewaysScroll, PHONE } from './phone.ts';

/**
 * A new install as its IT department meets it: a server of its own in production mode on an
 * empty PostgreSQL database (beside the demo server's, global-setup.ts), whose sign-in page
 * leads to the setup screen; the setup creates the organisation, its administrator and a CX
 * survey, the administrator signs in to the survey's (empty) dashboard, creates an API key
 * and the interviews sent with it show on the dashboard.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = 'e2e-first-setup-token-0123456789';
const DESKTOP = { width: 1440, height: 900 };
const LANGUAGES = ['en', 'fi', 'sv'] as const;

let server: ChildProcess;
let dataDir: string;
let baseUrl: string;
let output = '';
const at = (path: string) => `${baseUrl}${path}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // an empty database migrates before the server answers
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'opinio-e2e-setup-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // an empty database of its own on the demo's PostgreSQL server
  const cluster = process.env.DATABASE_URL!.replace(/\/[^/]*$/, '/postgres');
  const databaseUrl = await createDatabase(cluster, `opinio_first_setup_${port}`);
  const env = process.env;
  server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      OPINIO_MODE: 'production',
      OPINIO_SETUP_TOKEN: TOKEN,
      PUBLIC_URL: baseUrl,
      // plain http on the test's own address: the session cookie without Secure
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
    appendFileSync(join(dataDir, 'server.log'), chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const deadline = Date.now() + 220_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    const health = await fetch(at('/api/health')).catch(() => null);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        process.kill(-server.pid!, 'SIGKILL');
        resolve();
      }, 10_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      // tsx starts a child node: the whole group
      process.kill(-server.pid!, 'SIGTERM');
    });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page in a language (the browser's, as a new visitor's is) at a screen size. */
async function newPage(browser: Browser, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale, viewport });
  return context.newPage();
}

async function openSetup(page: Page): Promise<void> {
  await page.goto(at('/setup'));
  await expect(page.getByTestId('setup-form')).toBeVisible();
}

test('the server answers that the setup is needed', async () => {
  const state = await fetch(at('/api/setup'));
  expect(await state.json()).toEqual({ needed: true });
});

for (const [size, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
] as const) {
  test(`the setup screen at ${size} px has no serious accessibility finding in English, Finnish and Swedish`, async ({
    browser,
  }) => {
    for (const language of LANGUAGES) {
      const page = await newPage(browser, language, viewport);
      await openSetup(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('[data-testid=screen-title][data-route=setup]')).toBeVisible();
      // the token field is where the form starts
      await expect(page.getByTestId('setup-token')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      if (language === 'en') {
        await page.screenshot({ path: artifact(`first-setup-${size}`), fullPage: true });
        // the whole form, also where the window is shorter than it
        await page.getByTestId('setup-form').screenshot({ path: artifact(`first-setup-${size}-form`) });
      }
      // the form's messages too: sent empty, every required field says so
      await page.getByTestId('setup-submit').click();
      await expect(page.getByTestId('setup-token')).toBeFocused();
      await expect(page.locator('[aria-invalid=true]')).toHaveCount(5);
      await expectAccessible(page);
      if (language === 'en')
        await page.screenshot({ path: artifact(`first-setup-${size}-errors`), fullPage: true });
      await page.context().close();
    }
  });
}

test('a new IT department follows the sign-in page to the setup, sets up Opinio and signs in to the new survey', async ({
  browser,
}) => {
  const page = await newPage(browser, 'en', DESKTOP);
  // the sign-in page says there is nothing to sign in to yet, and leads to the setup
  await page.goto(at('/'));
  await expect(page.getByTestId('setup-notice')).toContainText('No organisation has been set up yet.');
  await page.screenshot({ path: artifact('first-setup-sign-in-notice') });
  await page.getByRole('link', { name: 'Set up Opinio' }).click();
  await expect(page).toHaveURL(at('/setup'));
  await expect(page.getByTestId('setup-form')).toBeVisible();

  // by the labels, as a person reads them
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Token').fill('not-the-printed-token');
  await field('Name').fill('Acme Ltd');
  await page.getByTestId('setup-universe-name').fill('acme');
  await field('First name').fill('Ilona');
  await field('Last name').fill('Tekninen');
  await field('User name').fill('it.admin');
  await field('E-mail').fill('it.admin@acme.example');
  await page.getByLabel(/^Password/).fill('a long enough password');
  // a CX survey from its template, as offered
  await expect(page.getByTestId('setup-with-survey')).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Customer experience (CX)' })).toBeChecked();
  await expect(page.getByTestId('setup-survey-extname')).toHaveValue('cx');

  // a token mistyped: said above the button, and nothing is created (Enter sends the form)
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page.getByTestId('setup-error')).toHaveText(
    'The setup token is not the one the server printed when it started.',
  );
  await expect(page.getByTestId('setup-token')).toBeFocused();
  expect(await (await fetch(at('/api/setup'))).json()).toEqual({ needed: true });

  await page.getByTestId('setup-token').fill(TOKEN);
  await page.getByTestId('setup-submit').click();
  const done = page.getByTestId('setup-done');
  await expect(done).toContainText('The organisation Acme Ltd (acme) and its administrator it.admin');
  await expect(done).toContainText('The survey Customer experience (cx)');
  await expect(page.getByRole('heading', { name: 'Opinio is ready' })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: artifact('first-setup-done') });

  // signing in as the administrator opens the new survey's dashboard, with no answers yet
  await page.getByTestId('setup-sign-in').click();
  await page.getByLabel('User name').fill('it.admin');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/page\/[^/]+\/cx\//);
  await expect(page.locator('[data-testid=screen-title][data-route=page]')).toBeVisible();
  // the new organisation's survey with no answers yet: its count is 0 and the charts say so
  await expect(page.getByText('Acme Ltd', { exact: true })).toBeVisible();
  await expect(page.getByText('0 interviews', { exact: true })).toBeVisible();
  await expect(page.getByText('No answers for this selection.').first()).toBeVisible();
  await page.screenshot({ path: artifact('first-setup-dashboard') });

  // an API key from the survey's administration, and interviews sent with it as an
  // integration sends them: the dashboard counts them
  await page.getByTestId('menu-survey-admin').click();
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page.getByTestId('api-keys')).toBeVisible();
  const token = await createKeyInUi(page, 'Till feed', 'Ingestion');
  const sent = await fetch(at('/api/v1/surveys/cx/interviews'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      interviews: [
        { externalId: 'first-1', unit: 'all', date: new Date().toISOString(), answers: { nps: 10 } },
        { externalId: 'first-2', unit: 'all', date: new Date().toISOString(), answers: { nps: 3 } },
      ],
    }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  expect((await sent.json()).inserted).toBe(2);
  await page.goBack();
  await expect(page.getByText('2 interviews', { exact: true })).toBeVisible();

  // done: the sign-in page says nothing of a setup, and the setup screen leads to sign-in
  expect(await (await fetch(at('/api/setup'))).json()).toEqual({ needed: false });
  const later = await newPage(browser, 'en', DESKTOP);
  await later.goto(at('/'));
  await expect(later.getByLabel('User name')).toBeVisible();
  await expect(later.getByTestId('setup-notice')).toHaveCount(0);
  await later.goto(at('/setup'));
  await expect(later.getByTestId('setup-already')).toBeVisible();
  await expect(later.getByTestId('setup-form')).toHaveCount(0);
  await later.context().close();
  await page.context().close();
});
