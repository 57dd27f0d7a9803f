import { expect, type Page, type Request, test } from '@playwright/test';
import { type OidcProviderHandle, startOidcProvider } from '../../apps/server/test/oidc-provider.ts';
import { artifact } from './artifacts.ts';
import { sql } from './database.ts';

/**
 * Single sign-on against a real OpenID provider (oidc-provider, Keycloak-shaped, in this
 * process). The e2e server is shared with the password tests, which use 127.0.0.1; here
 * the app is visited as `localhost`, the host the client_configs row below names. App
 * and provider are both on localhost: same site, so the silent check's iframe gets the
 * provider's cookies.
 */
const SSO_HOST = 'localhost';
const appOrigin = () => {
  const url = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
  url.hostname = SSO_HOST;
  return url.origin;
};
const screenTitle = (page: Page, name: string) =>
  page.locator(`[data-testid=screen-title][data-route=${name}]`);

test.describe('single sign-on', () => {
  test.describe.configure({ mode: 'serial' });
  let provider: OidcProviderHandle;
  let page: Page;
  const app = appOrigin();
  const isTokenCall = (request: Request) =>
    request.method() === 'POST' && request.url() === `${provider.issuer}/token`;
  const isSilentCheck = (request: Request) =>
    request.url().startsWith(`${provider.issuer}/auth?`) &&
    new URL(request.url()).searchParams.get('prompt') === 'none';

  test.beforeAll(async ({ browser }) => {
    provider = await startOidcProvider({
      accounts: [{ username: 'regional', email: 'regional@example.com' }, { username: 'stranger' }],
      clients: [{ clientId: 'opinio-web', redirectUris: [`${app}/`, `${app}/silent-check-sso.html`] }],
    });
    await sql('DELETE FROM client_configs WHERE domain = $1', [SSO_HOST]);
    await sql(
      `INSERT INTO client_configs (domain, universe_id, idp_url, realm, client_id) VALUES ($1, NULL, $2, 'opinio', 'opinio-web')`,
      [SSO_HOST, provider.origin],
    );
    page = await browser.newPage();
  });

  test.afterAll(async () => {
    await page?.close();
    await sql('DELETE FROM client_configs WHERE domain = $1', [SSO_HOST]);
    await provider?.stop();
  });

  test('the login offers single sign-on; the provider signs in and the dashboard opens', async () => {
    await page.goto(`${app}/`);
    const button = page.getByRole('button', { name: 'Sign in with single sign-on' });
    await expect(button).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.screenshot({ path: artifact('auth-sso-login') });
    await button.click();

    await page.locator('input[name=login]').fill('regional');
    await page.locator('input[name=password]').fill('any');
    const bearer = page.waitForRequest(
      (r) => r.url().startsWith(`${app}/api/`) && Boolean(r.headers().authorization?.startsWith('Bearer ')),
    );
    await page.locator('input[name=password]').press('Enter');
    await expect(page).toHaveURL(/\/page\//);
    await expect(page.getByTestId('kpi-nps')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await bearer;
  });

  test('a reload keeps the session through the silent check, without a login form', async () => {
    const silentCheck = page.waitForRequest(isSilentCheck);
    await page.reload();
    await silentCheck;
    await expect(page.getByTestId('kpi-nps')).toBeVisible();
    await expect(page).toHaveURL(/\/page\//);
    await expect(page.locator('input[name=login]')).toHaveCount(0);
    await expect(screenTitle(page, 'login')).toHaveCount(0);
  });

  test('a token about to expire is renewed by the 10 s check', async () => {
    // Tokens of 65 s fall under the 60 s minimum after 5 s: the next check renews.
    provider.setTokenTtl(65);
    try {
      const first = page.waitForResponse((r) => isTokenCall(r.request()));
      await page.reload();
      const issued = (await (await first).json()) as { access_token: string; expires_in: number };
      expect(issued.expires_in).toBeLessThanOrEqual(65);
      const started = Date.now();
      const renewal = await page.waitForResponse((r) => isTokenCall(r.request()), { timeout: 25_000 });
      const renewedAfter = Date.now() - started;
      expect(renewedAfter).toBeLessThan(20_000);
      const renewed = (await renewal.json()) as { access_token: string };
      expect(renewed.access_token).not.toBe(issued.access_token);

      // The API now gets the new token.
      const call = page.waitForRequest(
        (r) =>
          r.url().startsWith(`${app}/api/`) && r.headers().authorization === `Bearer ${renewed.access_token}`,
      );
      await page.getByTestId('home-button').click();
      await call;
      await expect(page.getByTestId('kpi-nps')).toBeVisible();
    } finally {
      provider.setTokenTtl(300);
    }
  });

  test('sign-out ends the session at the provider too and returns to the login', async () => {
    await page.getByTestId('logout-button').click();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(app);
    // Signed out at the provider: the silent check on a reload finds nobody.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
  });

  test('a protected link goes to the provider, and after its login to the link', async ({ browser }) => {
    const other = await browser.newPage();
    const target = `/page/overview/cx/${encodeURIComponent('org,all,north')}`;
    await other.goto(`${app}${target}`);
    await other.locator('input[name=login]').fill('regional');
    await other.locator('input[name=password]').fill('any');
    await other.locator('input[name=password]').press('Enter');
    await expect(screenTitle(other, 'page')).toBeVisible();
    expect(new URL(other.url()).pathname).toBe(target);
    await other.close();
  });

  test('a person the provider knows and we do not stays signed out, and the login says why', async ({
    browser,
  }) => {
    const other = await browser.newPage();
    await other.goto(`${app}/`);
    await other.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await other.locator('input[name=login]').fill('stranger');
    await other.locator('input[name=password]').fill('any');
    await other.locator('input[name=password]').press('Enter');
    await expect(other.getByTestId('login-error')).toContainText('Single sign-on did not complete');
    await expect(other.getByRole('button', { name: 'Sign in with single sign-on' })).toBeEnabled();
    expect(new URL(other.url()).pathname).toBe('/');
    await other.close();
  });

  test('an unreachable provider on a host of single sign-on only: the sign-in says why, and the break-glass root account signs in with its password', async ({
    browser,
  }) => {
    await sql(`UPDATE client_configs SET idp_url = 'http://localhost:9', sso_only = true WHERE domain = $1`, [
      SSO_HOST,
    ]);
    const other = await browser.newPage();
    try {
      await other.goto(`${app}/`);
      await expect(other.getByTestId('login-sso-unavailable')).toContainText('could not be reached');
      await expect(other.getByTestId('login-sso-unavailable')).toContainText(
        'an administrator can sign in with a password',
      );
      await other.screenshot({ path: artifact('auth-sso-unavailable') });
      await other.getByRole('button', { name: 'Administrator sign-in' }).click();
      // a user who is not root is refused on this host, as ever
      await other.getByLabel('User name').fill('admin');
      await other.getByLabel('Password').fill('demo');
      await other.getByLabel('Password').press('Enter');
      await expect(other.getByTestId('login-error')).toContainText('single sign-on only');
      // root's password gets in
      await other.getByLabel('User name').fill('root');
      await other.getByLabel('Password').fill('demo');
      await other.getByLabel('Password').press('Enter');
      await expect(other.locator('[data-testid=screen-title]')).toBeVisible();
      await expect(other.getByLabel('Password')).toHaveCount(0);
    } finally {
      await other.close();
      await sql('UPDATE client_configs SET idp_url = $1, sso_only = false WHERE domain = $2', [
        provider.origin,
        SSO_HOST,
      ]);
    }
  });
});
