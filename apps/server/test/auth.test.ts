import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPolicy } from '#auth/session-cookie.ts';
import { principalForToken } from '#auth/session-principal.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('password sign-in and sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 200);
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/vuejs/auth/login', headers: CSRF_HEADER, payload });

  it('signs in and answers the identity with the first survey, its views and scoped start paths', async () => {
    const response = await login({ username: 'regional', password: 'demo' });
    expect(response.statusCode).toBe(200);
    const identity = response.json();
    expect(identity.loginStatus).toBe(0);
    expect(identity.universe).toBe('demo');
    expect(identity.isRoot).toBe(false);
    expect(identity.isUserAdmin).toBe(false);
    expect(identity.surveys.map((s: { extName: string }) => s.extName)).toEqual(['cx']);
    expect(identity.surveys[0].startPath).toBe('org,all,north');
    expect(identity.surveys[0].views.map((v: { startPath: string }) => v.startPath)).toEqual([
      'org,all,north',
      'channel,all',
    ]);
    const cookie = response.cookies.find((c) => c.name === 'opinio_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires).toBeUndefined(); // a session cookie without "remember"
  });

  it('"remember" makes the cookie persistent', async () => {
    const response = await login({ username: 'store', password: 'demo', remember: true });
    const cookie = response.cookies.find((c) => c.name === 'opinio_session')!;
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 7 * 86_400_000);
  });

  it('answers a wrong password and an unknown user alike, with 401', async () => {
    const wrong = await login({ username: 'regional', password: 'nope' });
    const unknown = await login({ username: 'nobody-here', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('rejects a login without a user name with 400 naming the field', async () => {
    const response = await login({ username: '', password: 'demo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('username');
  });

  it('validatecookie restores the identity; logout revokes the session on the server', async () => {
    const cookie = await signIn(t.app, 'admin');
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      payload: {},
      headers: { cookie, ...CSRF_HEADER },
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().isUserAdmin).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/logout',
      payload: {},
      headers: { cookie, ...CSRF_HEADER },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      payload: {},
      headers: { cookie, ...CSRF_HEADER },
    });
    expect(after.statusCode).toBe(401);
    const data = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/loadcount/cx',
      headers: { cookie },
    });
    expect(data.statusCode).toBe(401);
  });

  it('calls sent together share one session lookup, and each still answers as its own caller', async () => {
    const admin = await signIn(t.app, 'admin');
    const store = await signIn(t.app, 'store');
    const identity = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/validatecookie',
        payload: {},
        headers: { cookie, ...CSRF_HEADER },
      });
    const cookies = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? admin : store));
    const answers = await Promise.all(cookies.map(identity));
    expect(answers.map((a) => a.statusCode)).toEqual(cookies.map(() => 200));
    expect(answers.map((a) => a.json().isUserAdmin)).toEqual(cookies.map((c) => c === admin));

    // asked together: one lookup per session, each answer its own session's
    const lookups: string[] = [];
    const prepared = t.database.prepared.bind(t.database);
    t.database.prepared = (name, query) => {
      lookups.push(name);
      return prepared(name, query);
    };
    try {
      const policy = sessionPolicy(t.services);
      const tokens = cookies.map((c) => c.split('=')[1]);
      const principals = await Promise.all(
        tokens.map((token) => principalForToken(t.database, policy, token)),
      );
      expect(principals.map((p) => p?.user.username)).toEqual(
        cookies.map((c) => (c === admin ? 'admin' : 'store')),
      );
      expect(lookups.filter((name) => name === 'session_principal')).toHaveLength(2);
      // a lookup is shared only while it runs: asked again, the session is read again
      await principalForToken(t.database, policy, tokens[0]);
      expect(lookups.filter((name) => name === 'session_principal')).toHaveLength(3);
    } finally {
      t.database.prepared = prepared;
    }

    // after a sign-out the next calls are refused, the other session's still answered
    await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/logout',
      payload: {},
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    const after = await Promise.all(cookies.map(identity));
    expect(after.map((a) => a.statusCode)).toEqual(cookies.map((c) => (c === admin ? 401 : 200)));
  });

  it('a session without "remember" ends after the idle timeout', async () => {
    const cookie = await signIn(t.app, 'store');
    const token = cookie.split('=')[1];
    const { createHash } = await import('node:crypto');
    await t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('id', '=', createHash('sha256').update(token).digest('base64url'))
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/loadcount/cx',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('root and multi see both universes; others only their own', async () => {
    const root = (await login({ username: 'root', password: 'demo' })).json();
    expect(root.isRoot).toBe(true);
    expect(root.universes.map((u: { name: string }) => u.name)).toEqual(['acme', 'demo']);
    const multi = (await login({ username: 'multi', password: 'demo', universe: 'acme' })).json();
    expect(multi.universe).toBe('acme');
    expect(multi.surveys.map((s: { extName: string }) => s.extName)).toEqual(['guest']);
    const store = await login({ username: 'store', password: 'demo', universe: 'acme' });
    expect(store.statusCode).toBe(403);
  });

  it('every dashboard call needs a session', async () => {
    for (const url of [
      '/api/vuejs/surveys/loadcount/cx',
      '/api/vuejs/drillpath/cx/org%2Call',
      '/api/vuejs/analytics/kpis/cx/org%2Call',
      '/api/vuejs/analytics/trend/cx/org%2Call',
      '/api/vuejs/analytics/breakdown/cx/org%2Call',
      '/api/vuejs/analytics/distribution/cx/org%2Call',
      '/api/vuejs/comments/cx/org%2Call',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('client configuration says password sign-in unless a provider is configured for the host', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/config/client?domain=localhost' });
    expect(plain.json()).toEqual({ auth: 'password' });
    await t.database.db
      .insertInto('client_configs')
      .values({
        domain: 'cx.example.com',
        universe_id: null,
        idp_url: 'https://id.example.com',
        realm: 'cx',
        client_id: 'web',
      })
      .execute();
    const sso = await t.app.inject({ method: 'GET', url: '/api/config/client?domain=cx.example.com' });
    expect(sso.json()).toEqual({
      auth: 'sso',
      serverUrl: 'https://id.example.com',
      realm: 'cx',
      clientId: 'web',
      ssoOnly: false,
    });
  });
});
