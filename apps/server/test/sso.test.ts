import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInRoleId } from '#users/built-in-roles.ts';
import { DATABASE_KINDS, seededApp, type TestApp, universeIdOf } from './harness.ts';
import {
  configureSsoHosts,
  forge,
  resign,
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

describe.each(DATABASE_KINDS)('single sign-on with a real OpenID provider (%s)', (kind) => {
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
  const sessionCookie = (response: Awaited<ReturnType<typeof validate>>) =>
    `opinio_session=${response.cookies.find((c) => c.name === 'opinio_session')!.value}`;

  it('signs in with provider-signed tokens: the identity, a cookie session, the universe the token names', async () => {
    const response = await validate(await keycloak().signIn('multi'));
    expect(response.statusCode).toBe(200);
    const identity = response.json();
    expect(identity).toMatchObject({ loginStatus: 0, authToken: '', username: 'multi', universe: 'acme' });
    expect(identity.surveys.map((s: { extName: string }) => s.extName)).toEqual(['guest']);
    const cookie = response.cookies.find((c) => c.name === 'opinio_session')!;
    expect(cookie.httpOnly).toBe(true);
    const data = await get('/api/vuejs/surveys/loadcount/guest', { cookie: sessionCookie(response) });
    expect(data.statusCode).toBe(200);
  });

  it("universeName picks another of the user's universes", async () => {
    const response = await validate({
      ...(await keycloak().signIn('multi')),
      universeName: 'demo',
      allowIndicators: true,
    });
    expect(response.json().universe).toBe('demo');
  });

  it('roles and universes in the token never widen what the memberships grant', async () => {
    const tokens = await keycloak().signIn('store');
    expect(decodeJwt(tokens.accessToken).realm_access).toEqual({ roles: ['root', 'admin'] });
    const identity = (await validate(tokens)).json();
    expect(identity).toMatchObject({
      isRoot: false,
      isUserAdmin: false,
      role: 'store_manager',
      universe: 'demo',
    });
    expect(identity.universes.map((u: { name: string }) => u.name)).toEqual(['demo']);
    expect(identity.surveys[0].startPath).toBe('org,all,north,oulu,s001');
    const acme = await validate({ ...tokens, universeName: 'acme' });
    expect(acme.statusCode).toBe(403);
    expect(acme.json().error.code).toBe('no_universe');
  });

  it('a user the provider knows but we do not gets 403 with a clear message; we never create users', async () => {
    const response = await validate(await keycloak().signIn('stranger'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'unknown_user' });
    expect(response.json().error.message).toContain('stranger has no Opinio account');
    const row = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'stranger')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a token signed with another key answers 401', async () => {
    const tokens = await keycloak().signIn('multi');
    const cases = [
      { ...tokens, accessToken: await forge(tokens.accessToken) },
      { ...tokens, idToken: await forge(tokens.idToken) },
    ];
    for (const payload of cases) {
      const response = await validate(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_token');
      expect(response.cookies).toHaveLength(0);
    }
    expect((await validate({ ...tokens, accessToken: 'not-a-jwt' })).statusCode).toBe(401);
  });

  it('an expired token answers 401', async () => {
    const tokens = await keycloak().signIn('multi', { ttlSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await validate(tokens)).statusCode).toBe(401);
    expect(
      (await get('/api/vuejs/surveys/loadcount/guest', { authorization: `Bearer ${tokens.accessToken}` }))
        .statusCode,
    ).toBe(401);
  });

  it("a wrong issuer or a wrong audience answers 401, even signed with the provider's key", async () => {
    const tokens = await keycloak().signIn('multi');
    const cases = [
      {
        ...tokens,
        accessToken: await resign(keycloak(), tokens.accessToken, {
          iss: 'http://evil.example.com/realms/opinio',
        }),
      },
      {
        ...tokens,
        idToken: await resign(keycloak(), tokens.idToken, { iss: `${keycloak().origin}/realms/other` }),
      },
      {
        ...tokens,
        accessToken: await resign(keycloak(), tokens.accessToken, { azp: 'x', client_id: 'x', aud: 'x' }),
      },
      { ...tokens, idToken: await resign(keycloak(), tokens.idToken, { aud: 'other-app' }) },
    ];
    for (const payload of cases) expect((await validate(payload)).statusCode).toBe(401);
    // Genuine tokens issued to another client of the same realm.
    expect((await validate(await keycloak().signIn('multi', { clientId: 'other-app' }))).statusCode).toBe(
      401,
    );
    // Genuine tokens of another provider.
    expect((await validate(await providers.generic.signIn('multi'))).statusCode).toBe(401);
  });

  it('access and ID tokens of different subjects answer 401', async () => {
    const multi = await keycloak().signIn('multi');
    const store = await keycloak().signIn('store');
    expect((await validate({ accessToken: multi.accessToken, idToken: store.idToken })).statusCode).toBe(401);
  });

  it('a realm or client role mapped to a role of the universe gives its permissions; the scope stays the membership’s', async () => {
    const db = t.database.db;
    const demo = { id: await universeIdOf(db, 'demo') };
    const analyst = await builtInRoleId(db, demo.id, 'analyst');
    const custom = await db
      .insertInto('roles')
      .values({ universe_id: demo.id, name: 'Rankings only', permissions: ['rankings.view'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const map = (roleId: number, source: 'realm' | 'client', role: string, clientId = '') =>
      db
        .insertInto('sso_role_mappings')
        .values({ universe_id: demo.id, role_id: roleId, source, client_id: clientId, sso_role: role })
        .execute();
    try {
      // the token carries realm roles root and admin, and opinio-web's client roles root and admin
      await map(analyst, 'realm', 'admin');
      const tokens = await keycloak().signIn('store');
      const identity = (await validate(tokens)).json();
      expect(identity).toMatchObject({ role: 'analyst', isUserAdmin: false, isRoot: false });
      expect(identity.permissions).toEqual([
        'rankings.view',
        'interviews.view',
        'alerts.view',
        'samples.view',
        'reports.run',
      ]);
      expect(identity.surveys[0].startPath).toBe('org,all,north,oulu,s001');
      // as Bearer, verified on every call, the same
      const bearer = { authorization: `Bearer ${tokens.accessToken}` };
      expect((await get('/api/vuejs/alert/assignees/cx/1', bearer)).statusCode).not.toBe(403);
      expect((await get('/api/vuejs/surveys/apikey/list/cx', bearer)).statusCode).toBe(403);

      // a client role: the union of the mapped roles' permissions
      await map(custom.id, 'client', 'admin', 'opinio-web');
      const both = (await validate(await keycloak().signIn('store'))).json();
      expect(both.permissions).toContain('alerts.view');
      // a mapping of another client or another role grants nothing
      await db.deleteFrom('sso_role_mappings').where('universe_id', '=', demo.id).execute();
      await map(custom.id, 'client', 'admin', 'another-client');
      await map(custom.id, 'realm', 'not-in-the-token');
      const none = (await validate(await keycloak().signIn('store'))).json();
      expect(none.role).toBe('store_manager');
    } finally {
      await db.deleteFrom('sso_role_mappings').where('universe_id', '=', demo.id).execute();
      await db.deleteFrom('roles').where('id', '=', custom.id).execute();
    }
  });
});
