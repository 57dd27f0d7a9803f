import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('impersonation by root users (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 200);
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string | null, payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...CSRF_HEADER, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const impersonate = (cookie: string, payload: Record<string, unknown>) =>
    post('/api/vuejs/auth/impersonateuser', cookie, payload);
  const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
    `opinio_session=${response.cookies.find((c) => c.name === 'opinio_session')!.value}`;
  const audit = () =>
    t.database.db
      .selectFrom('audit_log')
      .innerJoin('users as real', 'real.id', 'audit_log.user_id')
      .innerJoin('users as acted', 'acted.id', 'audit_log.acting_as_user_id')
      .select(['audit_log.action', 'audit_log.details', 'real.username as real', 'acted.username as acted'])
      .orderBy('audit_log.id')
      .execute();

  it('only root may impersonate', async () => {
    const response = await impersonate(await signIn(t.app, 'admin'), { userName: 'store' });
    expect(response.statusCode).toBe(403);
  });

  it('root acts as a store manager: their identity and scope, with who is acting; audited', async () => {
    const root = await signIn(t.app, 'root');
    const response = await impersonate(root, {
      userName: 'store',
      accessToken: 'ignored',
      idToken: 'ignored',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'store',
      isRoot: false,
      isUserAdmin: false,
      role: 'store_manager',
      universe: 'demo',
      actingAs: { username: 'store', displayName: 'Sanna Storekeeper' },
      impersonatedBy: { username: 'root', displayName: 'Rolf Root' },
    });
    const acting = cookieOf(response);
    expect(acting).not.toBe(root);
    expect((await get('/api/vuejs/surveys/loadcount/cx', root)).statusCode).toBe(401);
    expect(
      (await get(`/api/vuejs/analytics/kpis/cx/${path('org,all,north,oulu,s001')}`, acting)).statusCode,
    ).toBe(200);
    expect((await get(`/api/vuejs/analytics/kpis/cx/${path('org,all')}`, acting)).statusCode).toBe(404);
    const identity = await post('/api/vuejs/auth/validatecookie', acting);
    expect(identity.json().impersonatedBy.username).toBe('root');

    expect((await post('/api/vuejs/auth/logout', acting)).statusCode).toBe(204);
    expect((await audit()).slice(-2)).toEqual([
      {
        action: 'impersonation.start',
        real: 'root',
        acted: 'store',
        details: { via: 'impersonateuser', username: 'store', universe: 'demo' },
      },
      { action: 'impersonation.end', real: 'root', acted: 'store', details: { reason: 'logout' } },
    ]);
  });

  it('ends, and the session with it, once the real user is no longer root', async () => {
    const acting = cookieOf(await impersonate(await signIn(t.app, 'root'), { userName: 'regional' }));
    expect((await get('/api/vuejs/surveys/loadcount/cx', acting)).statusCode).toBe(200);
    const setRoot = (isRoot: boolean) =>
      t.database.db.updateTable('users').set({ is_root: isRoot }).where('username', '=', 'root').execute();
    await setRoot(false);
    try {
      expect((await get('/api/vuejs/surveys/loadcount/cx', acting)).statusCode).toBe(401);
      expect((await audit()).at(-1)).toMatchObject({
        action: 'impersonation.end',
        acted: 'regional',
        details: { reason: 'no_longer_root' },
      });
    } finally {
      await setRoot(true);
    }
    // The session stays ended even though the user is root again.
    expect((await get('/api/vuejs/surveys/loadcount/cx', acting)).statusCode).toBe(401);
  });

  it('login with actAsUser and actAsUniverse starts an impersonation at sign-in, for root only', async () => {
    const response = await post('/api/vuejs/auth/login', null, {
      username: 'root',
      password: 'demo',
      actAsUser: 'multi',
      actAsUniverse: 'acme',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'multi',
      universe: 'acme',
      impersonatedBy: { username: 'root' },
    });
    expect((await audit()).at(-1)).toMatchObject({
      action: 'impersonation.start',
      acted: 'multi',
      details: { via: 'login' },
    });
    const admin = await post('/api/vuejs/auth/login', null, {
      username: 'admin',
      password: 'demo',
      actAsUser: 'store',
    });
    expect(admin.statusCode).toBe(403);
  });

  it('endimpersonation returns to the root user in the same universe', async () => {
    const acting = cookieOf(
      await impersonate(await signIn(t.app, 'root'), { userName: 'multi', universeName: 'acme' }),
    );
    const back = await post('/api/vuejs/auth/endimpersonation', acting);
    expect(back.json()).toMatchObject({ username: 'root', isRoot: true, universe: 'acme', actingAs: null });
    expect((await audit()).at(-1)).toMatchObject({
      action: 'impersonation.end',
      details: { reason: 'ended' },
    });
    expect((await get('/api/vuejs/surveys/loadcount/guest', acting)).statusCode).toBe(401);
  });

  it('unknown users answer 404; root users and universes the user cannot enter answer 403', async () => {
    const root = await signIn(t.app, 'root');
    expect((await impersonate(root, { userName: 'nobody' })).statusCode).toBe(404);
    expect((await impersonate(root, { userName: 'root' })).statusCode).toBe(403);
    expect((await impersonate(root, { userName: 'store', universeName: 'acme' })).statusCode).toBe(403);
  });
});
