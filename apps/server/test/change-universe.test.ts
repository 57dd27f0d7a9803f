import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('changing universe and forwarding pages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 200);
  });
  afterAll(() => t.close());

  const change = (universe: string, cookie: string, headers: Record<string, string> = CSRF_HEADER) =>
    t.app.inject({
      method: 'GET',
      url: `/api/vuejs/auth/changeuniverse/${universe}`,
      headers: { cookie, ...headers },
    });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const setSettings = (universe: string, settings: Record<string, unknown>) =>
    t.database.db
      .updateTable('universes')
      .set({ settings: JSON.stringify(settings) })
      .where('name', '=', universe)
      .execute();

  it('replaces the session by one in the other universe and answers the new identity', async () => {
    const demo = await signIn(t.app, 'multi', { universe: 'demo' });
    const response = await change('acme', demo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ universe: 'acme', username: 'multi' });
    const acme = `opinio_session=${response.cookies.find((c) => c.name === 'opinio_session')!.value}`;
    expect((await get('/api/vuejs/surveys/loadcount/guest', acme)).statusCode).toBe(200);
    expect((await get('/api/vuejs/surveys/loadcount/cx', acme)).statusCode).toBe(404);
    expect((await get('/api/vuejs/surveys/loadcount/cx', demo)).statusCode).toBe(401);
  });

  it('a universe without membership, or that does not exist, answers 404; root may enter any', async () => {
    const store = await signIn(t.app, 'store');
    expect((await change('acme', store)).statusCode).toBe(404);
    expect((await change('nowhere', store)).statusCode).toBe(404);
    expect((await get('/api/vuejs/surveys/loadcount/cx', store)).statusCode).toBe(200);
    const root = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'root')
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('memberships').where('user_id', '=', root.id).execute();
    expect((await change('acme', await signIn(t.app, 'root'))).json()).toMatchObject({
      universe: 'acme',
      isRoot: true,
    });
  });

  it('needs the CSRF header although it is a GET: it changes the session', async () => {
    const response = await change('acme', await signIn(t.app, 'multi'), {});
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
  });

  it("the identity names the universe's forwarding page from its settings", async () => {
    await setSettings('acme', { forwarding: 'vgs' });
    await setSettings('demo', { forwarding: 'finland', other: 1 });
    const multi = await signIn(t.app, 'multi', { universe: 'demo' });
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      headers: { cookie: multi, ...CSRF_HEADER },
      payload: {},
    });
    expect(demo.json().forwarding).toBe('finland');
    expect((await change('acme', multi)).json().forwarding).toBe('vgs');
    await setSettings('acme', { forwarding: 'elsewhere' });
    await setSettings('demo', {});
    expect((await change('acme', await signIn(t.app, 'multi'))).json().forwarding).toBeNull();
    const store = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username: 'store', password: 'demo' },
    });
    expect(store.json().forwarding).toBeNull();
  });
});
