import { decodeJwt, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, type TestApp } from './harness.ts';
import { type OidcProviderHandle, startOidcProvider } from './oidc-provider.ts';

const SSO_HOST = 'sso.localhost';
const GENERIC_HOST = 'generic.localhost';

let keycloak: OidcProviderHandle;
let generic: OidcProviderHandle;
beforeAll(async () => {
  const accounts = [
    { username: 'multi', email: 'multi@example.com', universe: 'acme', universes: ['acme', 'demo'] },
    // Claims that would make a store manager root and admin everywhere, if we trusted them.
    {
      username: 'store',
      realmRoles: ['root', 'admin'],
      clientRoles: { 'opinio-web': ['root', 'admin'] },
      universe: 'acme',
      universes: ['acme', 'demo'],
    },
    { username: 'root' },
    { username: 'stranger' },
  ];
  keycloak = await startOidcProvider({
    accounts,
    clients: [{ clientId: 'opinio-web' }, { clientId: 'other-app' }],
  });
  generic = await startOidcProvider({ accounts, realm: null });
});
afterAll(async () => {
  await keycloak?.stop();
  await generic?.stop();
});

describe.each(DATABASE_KINDS)('single sign-on with a real OpenID provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 200);
    await t.database.db
      .insertInto('client_configs')
      .values([
        { domain: SSO_HOST, universe_id: null, idp_url: keycloak.origin, realm: 'opinio', client_id: 'opinio-web' },
        // The generic rule: no realm, the configured address is the issuer.
        { domain: GENERIC_HOST, universe_id: null, idp_url: generic.issuer, realm: '', client_id: 'opinio-web' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const validate = (tokens: Record<string, unknown>, host = SSO_HOST) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatekeycloak',
      headers: { host, ...CSRF_HEADER },
      payload: tokens,
    });
  const get = (url: string, headers: Record<string, string>, host = SSO_HOST) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const sessionCookie = (response: Awaited<ReturnType<typeof validate>>) =>
    `opinio_session=${response.cookies.find((c) => c.name === 'opinio_session')!.value}`;
  const sign = (claims: JWTPayload, key: CryptoKey | Uint8Array) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-rs256' }).sign(key);
  /** A genuine token's claims, changed, signed with the provider's own key. */
  const resign = async (token: string, change: JWTPayload) =>
    sign({ ...decodeJwt(token), ...change }, (await importJWK(keycloak.signingKey, 'RS256')) as CryptoKey);
  /** A genuine token's claims signed with another key (same key id). */
  const forge = async (token: string) => sign(decodeJwt(token), (await generateKeyPair('RS256')).privateKey);

  it('signs in with provider-signed tokens: the identity, a cookie session, the universe the token names', async () => {
    const response = await validate(await keycloak.signIn('multi'));
    expect(response.statusCode).toBe(200);
    const identity = response.json();
    expect(identity).toMatchObject({ loginStatus: 0, authToken: '', username: 'multi', universe: 'acme' });
    expect(identity.surveys.map((s: { extName: string }) => s.extName)).toEqual(['guest']);
    const cookie = response.cookies.find((c) => c.name === 'opinio_session')!;
    expect(cookie.httpOnly).toBe(true);
    const data = await get('/api/vuejs/surveys/loadcount/guest', { cookie: sessionCookie(response) });
    expect(data.statusCode).toBe(200);
  });

  it('universeName picks another of the user\'s universes', async () => {
    const response = await validate({ ...(await keycloak.signIn('multi')), universeName: 'demo', allowIndicators: true });
    expect(response.json().universe).toBe('demo');
  });

  it('roles and universes in the token never widen what the memberships grant', async () => {
    const tokens = await keycloak.signIn('store');
    expect(decodeJwt(tokens.accessToken).realm_access).toEqual({ roles: ['root', 'admin'] });
    const identity = (await validate(tokens)).json();
    expect(identity).toMatchObject({ isRoot: false, isUserAdmin: false, role: 'store_manager', universe: 'demo' });
    expect(identity.universes.map((u: { name: string }) => u.name)).toEqual(['demo']);
    expect(identity.surveys[0].startPath).toBe('org,all,north,oulu,s001');
    const acme = await validate({ ...tokens, universeName: 'acme' });
    expect(acme.statusCode).toBe(403);
    expect(acme.json().error.code).toBe('no_universe');
  });

  it('a user the provider knows but we do not gets 403 with a clear message; we never create users', async () => {
    const response = await validate(await keycloak.signIn('stranger'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'unknown_user' });
    expect(response.json().error.message).toContain('stranger has no Opinio account');
    const row = await t.database.db.selectFrom('users').select('id').where('username', '=', 'stranger').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a token signed with another key answers 401', async () => {
    const tokens = await keycloak.signIn('multi');
    const cases = [
      { ...tokens, accessToken: await forge(tokens.accessToken) },
      { ...tokens, idToken: await forge(tokens.idToken) },
    ];
    for (const payload of cases) {
      const response = await validate(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
      expect(response.cookies).toHaveLength(0);
    }
    expect((await validate({ ...tokens, accessToken: 'not-a-jwt' })).statusCode).toBe(401);
  });

  it('an expired token answers 401', async () => {
    const tokens = await keycloak.signIn('multi', { ttlSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await validate(tokens)).statusCode).toBe(401);
    expect((await get('/api/vuejs/surveys/loadcount/guest', { authorization: `Bearer ${tokens.accessToken}` })).statusCode).toBe(401);
  });

  it('a wrong issuer or a wrong audience answers 401, even signed with the provider\'s key', async () => {
    const tokens = await keycloak.signIn('multi');
    const cases = [
      { ...tokens, accessToken: await resign(tokens.accessToken, { iss: 'http://evil.example.com/realms/opinio' }) },
      { ...tokens, idToken: await resign(tokens.idToken, { iss: `${keycloak.origin}/realms/other` }) },
      { ...tokens, accessToken: await resign(tokens.accessToken, { azp: 'x', client_id: 'x', aud: 'x' }) },
      { ...tokens, idToken: await resign(tokens.idToken, { aud: 'other-app' }) },
    ];
    for (const payload of cases) expect((await validate(payload)).statusCode).toBe(401);
    // Genuine tokens issued to another client of the same realm.
    expect((await validate(await keycloak.signIn('multi', { clientId: 'other-app' }))).statusCode).toBe(401);
    // Genuine tokens of another provider.
    expect((await validate(await generic.signIn('multi'))).statusCode).toBe(401);
  });

  it('access and ID tokens of different subjects answer 401', async () => {
    const multi = await keycloak.signIn('multi');
    const store = await keycloak.signIn('store');
    expect((await validate({ accessToken: multi.accessToken, idToken: store.idToken })).statusCode).toBe(401);
  });

  it('the generic issuer rule: no realm, the configured address is the issuer', async () => {
    const response = await validate(await generic.signIn('multi'), GENERIC_HOST);
    expect(response.statusCode).toBe(200);
    expect((await validate(await keycloak.signIn('multi'), GENERIC_HOST)).statusCode).toBe(401);
  });

  it('a host without a provider refuses single sign-on', async () => {
    const response = await validate(await keycloak.signIn('multi'), 'localhost');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('sso_not_configured');
  });

  it('a user bound to another issuer is refused', async () => {
    const bind = (issuer: string | null) =>
      t.database.db.updateTable('users').set({ sso_issuer: issuer }).where('username', '=', 'multi').execute();
    await bind('https://id.example.com/realms/elsewhere');
    expect((await validate(await keycloak.signIn('multi'))).statusCode).toBe(403);
    await bind(keycloak.issuer);
    expect((await validate(await keycloak.signIn('multi'))).statusCode).toBe(200);
    await bind(null);
  });

  it('the access token works as Bearer instead of the cookie, verified on every call', async () => {
    const { accessToken } = await keycloak.signIn('multi');
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
    expect((await get('/api/vuejs/surveys/loadcount/guest', { authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    // On a host without single sign-on a bearer token is no sign-in.
    expect((await get('/api/vuejs/surveys/loadcount/guest', bearer, 'localhost')).statusCode).toBe(401);
  });

  it('a root user without a session impersonates with tokens in the body', async () => {
    const tokens = await keycloak.signIn('root');
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
      payload: { ...(await keycloak.signIn('store')), userName: 'regional' },
    });
    expect(store.statusCode).toBe(403);
  });
});
