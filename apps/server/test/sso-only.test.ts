import type { TUserDetails } from '@opinio/domain/schemas/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuerFor } from '#auth/oidc/issuer.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp, universeIdOf } from './harness.ts';
import {
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

/**
 * A host of single sign-on only refuses password sign-in but a root user's, and a user
 * bound to an identity provider by an administrator signs in with its tokens alone.
 */
describe.each(DATABASE_KINDS)('single sign-on only, and binding users to a provider (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let keycloakIssuer: string;
  beforeAll(async () => {
    t = await seededApp(kind, 200);
    const demo = await universeIdOf(t.database.db, 'demo');
    // the Keycloak-shaped provider signs in to demo on a host of single sign-on only; the
    // generic one is no host of demo's (any universe's users may use it)
    await t.database.db
      .insertInto('client_configs')
      .values([
        {
          domain: SSO_HOST,
          universe_id: demo,
          idp_url: providers.keycloak.origin,
          realm: 'opinio',
          client_id: 'opinio-web',
          sso_only: true,
        },
        {
          domain: GENERIC_HOST,
          universe_id: null,
          idp_url: providers.generic.issuer,
          realm: '',
          client_id: 'opinio-web',
        },
      ])
      .execute();
    keycloakIssuer = issuerFor({ idp_url: providers.keycloak.origin, realm: 'opinio' });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const login = (host: string, username: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: { host, ...CSRF_HEADER },
      payload: { username, password: 'demo', ...extra },
    });
  const clientConfig = (host: string) =>
    t.app.inject({ method: 'GET', url: '/api/config/client', headers: { host } }).then((r) => r.json());

  it('the client configuration says which host is of single sign-on only', async () => {
    expect(await clientConfig(SSO_HOST)).toMatchObject({ auth: 'sso', ssoOnly: true });
    expect(await clientConfig(GENERIC_HOST)).toMatchObject({ auth: 'sso', ssoOnly: false });
    expect(await clientConfig('localhost')).toEqual({ auth: 'password' });
  });

  it("refuses a user's right password there with 403 sso_only, an unknown user the same; a root user signs in", async () => {
    const known = await login(SSO_HOST, 'store');
    expect(known.statusCode).toBe(403);
    expect(known.cookies).toHaveLength(0);
    const unknown = await login(SSO_HOST, 'nobody-at-all', { password: 'anything' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().error.code).toBe('sso_only');
    // the break-glass account: its password is checked as anywhere
    const root = await login(SSO_HOST, 'root', { universe: 'demo' });
    expect(root.statusCode, root.body).toBe(200);
    expect(root.json()).toMatchObject({ isRoot: true, universe: 'demo' });
    expect(root.cookies.find((c) => c.name === 'opinio_session')).toBeDefined();
  });

  it('password sign-in works as before on other hosts', async () => {
    for (const host of [GENERIC_HOST, 'localhost']) {
      const response = await login(host, 'regional');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().username).toBe('regional');
    }
  });

  const details = async (username: string) => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/users/list/cx?q=${username}`,
      headers: { cookie: admin },
    });
    const id = list.json().items.find((u: { username: string }) => u.username === username).id;
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/users/details/cx/${id}`,
      headers: { cookie: admin },
    });
    return answer.json<TUserDetails>();
  };
  const bind = async (username: string, ssoIssuer: string | null) => {
    const { user } = await details(username);
    return t.app.inject({
      method: 'POST',
      url: '/api/vuejs/users/save/cx',
      headers: { cookie: admin, ...CSRF_HEADER },
      payload: {
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: user.locale,
        roleId: user.role.id,
        scopeUnit: user.scopeUnit?.extName ?? null,
        ssoIssuer,
      },
    });
  };

  it("offers the universe's providers to bind to; binding admits the user with that provider's tokens only, audited", async () => {
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/roles/list/cx',
      headers: { cookie: admin },
    });
    expect(roles.json().ssoProviders).toEqual([{ issuer: keycloakIssuer, hosts: [SSO_HOST] }]);

    // not bound: either provider's tokens admit the user
    expect(
      (await validateKeycloak(t, await providers.generic.signIn('store'), GENERIC_HOST)).statusCode,
    ).toBe(200);
    const saved = await bind('store', keycloakIssuer);
    expect(saved.statusCode, saved.body).toBe(200);
    const bound = await details('store');
    expect(bound.signIn).toMatchObject({ singleSignOn: true, ssoIssuer: keycloakIssuer });
    expect(bound.audit[0]).toMatchObject({
      action: 'user.update',
      before: { ssoIssuer: null },
      after: { ssoIssuer: keycloakIssuer },
    });

    const keycloak = await validateKeycloak(t, await providers.keycloak.signIn('store'), SSO_HOST);
    expect(keycloak.statusCode, keycloak.body).toBe(200);
    expect(keycloak.json().username).toBe('store');
    const other = await validateKeycloak(t, await providers.generic.signIn('store'), GENERIC_HOST);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('unknown_user');

    // a save that leaves the binding out keeps it; null unbinds
    const { user } = await details('store');
    const untouched = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/users/save/cx',
      headers: { cookie: admin, ...CSRF_HEADER },
      payload: {
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: user.locale,
        roleId: user.role.id,
        scopeUnit: user.scopeUnit?.extName ?? null,
      },
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect((await details('store')).signIn.ssoIssuer).toBe(keycloakIssuer);
    expect((await bind('store', null)).statusCode).toBe(200);
    expect((await details('store')).signIn).toMatchObject({ ssoIssuer: null });
    expect(
      (await validateKeycloak(t, await providers.generic.signIn('store'), GENERIC_HOST)).statusCode,
    ).toBe(200);
  });

  it("refuses an issuer that is not of the universe's hosts, naming the field", async () => {
    // the generic provider signs in on a host, but not one of this universe's
    for (const issuer of [providers.generic.issuer, 'https://evil.example.com/realms/opinio']) {
      const response = await bind('store', issuer);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_value', field: 'ssoIssuer' });
    }
    expect((await details('store')).signIn.ssoIssuer).toBeNull();
  });

  it("refuses binding a person of other universes too, as the person's other fields", async () => {
    const response = await bind('multi', keycloakIssuer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'shared_person', field: 'ssoIssuer' });
    expect((await details('multi')).signIn.ssoIssuer).toBeNull();
  });
});
