import type { TAlertAssignees, TAlertList } from '@opinio/domain/schemas/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('alert assignees and the open-state filter (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 1500);
    for (const user of ['admin', 'store', 'regional']) cookies[user] = await signIn(t.app, user);
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
  });
  afterAll(() => t.close());

  const get = (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
  const list = async (user: string, drill: string, query = '') => {
    const response = await get(user, `/api/vuejs/alerts/cx/${path(drill)}?limit=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TAlertList;
  };
  const assignees = async (user: string, id: number) => {
    const response = await get(user, `/api/vuejs/alert/assignees/cx/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TAlertAssignees).users.map((u) => u.username);
  };

  it('an alert of store s001 may go to its store manager, the regional manager and members without a scope', async () => {
    const alert = (await list('admin', 'org,all,north,oulu,s001')).items[0];
    const users = await assignees('admin', alert.id);
    expect(users).toEqual(expect.arrayContaining(['store', 'regional', 'admin', 'root', 'multi']));
    // the store manager may list them too: the alert is in their scope
    expect(await assignees('store', alert.id)).toEqual(users);
  });

  it('an alert of the south region is not for the northern managers', async () => {
    const alert = (await list('admin', 'org,all,south')).items[0];
    const users = await assignees('admin', alert.id);
    expect(users).not.toContain('store');
    expect(users).not.toContain('regional');
    expect(users).toContain('admin');
  });

  it('every listed user is accepted by the update, and the list is sorted by name', async () => {
    const alert = (await list('admin', 'org,all,north,oulu,s001')).items[0];
    const response = await get('admin', `/api/vuejs/alert/assignees/cx/${alert.id}`);
    const { users } = response.json() as TAlertAssignees;
    const names = users.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const { username } of users) {
      const update = await t.app.inject({
        method: 'POST',
        url: `/api/vuejs/alert/update/cx/${alert.id}`,
        headers: { cookie: cookies.admin, ...CSRF_HEADER },
        payload: { assigneeUsername: username },
      });
      expect(update.statusCode, update.body).toBe(200);
    }
  });

  it('outside the scope or universe the assignees are 404; a bad id is 400', async () => {
    const south = (await list('admin', 'org,all,south')).items[0];
    expect((await get('regional', `/api/vuejs/alert/assignees/cx/${south.id}`)).statusCode).toBe(404);
    expect((await get('acme', `/api/vuejs/alert/assignees/cx/${south.id}`)).statusCode).toBe(404);
    expect((await get('admin', '/api/vuejs/alert/assignees/cx/999999999')).statusCode).toBe(404);
    expect((await get('admin', '/api/vuejs/alert/assignees/cx/abc')).statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/vuejs/alert/assignees/cx/${south.id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("the list's state 'open' gives the new and in-progress alerts the bell counts", async () => {
    const open = await list('regional', 'org,all,north', '&state=open');
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((a) => a.state === 'new' || a.state === 'in_progress')).toBe(true);
    const news = await list('regional', 'org,all,north', '&state=new');
    const started = await list('regional', 'org,all,north', '&state=in_progress');
    expect(open.items.length).toBe(Math.min(100, news.items.length + started.items.length));
    const bad = await get('admin', `/api/vuejs/alerts/cx/${path('org,all')}?state=opened`);
    expect(bad.statusCode).toBe(400);
  });
});
