import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, type TestApp } from './harness.ts';
import {
  configureSsoHosts,
  forge,
  GENERIC_HOST,
  SSO_HOST,
  type SsoProviders,
  startSsoProviders,
  validateKeycloak,
} from './sso-fixture.ts';

let providers: SsoProviders;
beforeAll(async () => {
  providers = await startSsoProviders();
});
afterAll(() => providers?.stop());

describe.each(DATABASE_KINDS)(
  'single sign-on: bearer tokens, the generic issuer, issuer binding (%s)',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await seededApp(kind, 200);
      await configureSsoHosts(t, providers);
    });
    afterAll(() => t.close());

    const keycloak = () => providers.keycloak;
    const validate = (tokens: Record<string, unknown>, host = SSO_HOST) => validateKeycloak(t, tokens, host);
    const get = (url: string, headers: Record<string, string>, host = SSO_HOST) =>
      t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

    it('the generic issuer rule: no realm, the configured address is the issuer', async () => {
      const response = await validate(await providers.generic.signIn('multi'), GENERIC_HOST);
      expect(response.statusCode).toBe(200);
      expect((await validate(await keycloak().signIn('multi'), GENERIC_HOST)).statusCode).toBe(401);
    });

    it('a host without a provider refuses single sign-on', async () => {
      const response = await validate(await keycloak().signIn('multi'), 'localhost');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('sso_not_configured');
    });

    it('a user bound to another issuer is refused', async () => {
      const bind = (issuer: string | null) =>
        t.database.db
          .updateTable('users')
          .set({ sso_issuer: issuer })
          .where('username', '=', 'multi')
          .execute();
      await bind('https://id.example.com/realms/elsewhere');
      expect((await validate(await keycloak().signIn('multi'))).statusCode).toBe(403);
      await bind(keycloak().issuer);
      expect((await validate(await keycloak().signIn('multi'))).statusCode).toBe(200);
      await bind(null);
    });

    it('the access token works as Bearer instead of the cookie, verified on every call', async () => {
      const { accessToken } = await keycloak().signIn('multi');
      const bearer = { authorization: `Bearer ${accessToken}` };
      expect((await get('/api/vuejs/surveys/loadcount/guest', bearer)).statusCode).toBe(200);
      // The token's universe claim (acme) is the universe; demo's survey does not exist there.
      expect((await get('/api/vuejs/surveys/loadcount/cx', bearer)).statusCode).toBe(404);
      // A bearer-only call needs no CSRF header: no cookie rides along.
      const identity = await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/validatecookie',
        headers: { host: SSO_HOST, ...bearer },
        payload: {},
      });
      expect(identity.statusCode).toBe(200);
      expect(identity.json().username).toBe('multi');
      const forged = await forge(accessToken);
      expect(
        (await get('/api/vuejs/surveys/loadcount/guest', { authorization: `Bearer ${forged}` })).statusCode,
      ).toBe(401);
      // On a host without single sign-on a bearer token is no sign-in.
      expect((await get('/api/vuejs/surveys/loadcount/guest', bearer, 'localhost')).statusCode).toBe(401);
    });

    it('an ID token is no access token: refused as a bearer token and as a sign-in’s access token, and the other way round', async () => {
      const { accessToken, idToken } = await keycloak().signIn('multi');
      // both are signed by the provider for this client: only their kind tells them apart
      expect(
        (await get('/api/vuejs/surveys/loadcount/guest', { authorization: `Bearer ${accessToken}` }))
          .statusCode,
      ).toBe(200);
      const asBearer = await get('/api/vuejs/surveys/loadcount/guest', {
        authorization: `Bearer ${idToken}`,
      });
      expect(asBearer.statusCode).toBe(401);
      expect(asBearer.json().error.code).toBe('invalid_token');
      const swapped = await validate({ accessToken: idToken, idToken });
      expect(swapped.statusCode).toBe(401);
      expect(swapped.json().error.code).toBe('invalid_token');
      expect((await validate({ accessToken, idToken: accessToken })).statusCode).toBe(401);
      expect((await validate({ accessToken, idToken })).statusCode).toBe(200);
    });

    it('a root user without a session impersonates with tokens in the body', async () => {
      const tokens = await keycloak().signIn('root');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/impersonateuser',
        headers: { host: SSO_HOST, ...CSRF_HEADER },
        payload: { ...tokens, userName: 'regional' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        username: 'regional',
        actingAs: { username: 'regional' },
        impersonatedBy: { username: 'root' },
      });
      const store = await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/impersonateuser',
        headers: { host: SSO_HOST, ...CSRF_HEADER },
        payload: { ...(await keycloak().signIn('store')), userName: 'regional' },
      });
      expect(store.statusCode).toBe(403);
    });
  },
);
