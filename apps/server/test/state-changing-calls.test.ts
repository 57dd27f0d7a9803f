import { API_ROUTES } from '@opinio/domain/api/api-routes';
import type { TApiKey, TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { databaseChecksum } from './route-table.ts';

/**
 * Calls that change state are POST or DELETE; the GETs the product's API contract names for
 * them stay for compatibility (deprecated), and need the CSRF header as the POST does, so a
 * page of another site (an image, a link, a form) cannot make a signed-in browser call them.
 */

const stateChangingGets = API_ROUTES.filter(
  ({ route }) => route.method === 'GET' && (route.changesState || route.replacedBy),
);

describe('the route table', () => {
  it('gives every GET that changes state a POST or DELETE form, and only such GETs are deprecated', () => {
    expect(stateChangingGets.length).toBeGreaterThanOrEqual(11);
    for (const { name, route } of API_ROUTES) {
      if (route.method === 'GET' && route.changesState && !route.signedLink) {
        expect(route.replacedBy, name).toBeDefined();
      }
      if (!route.replacedBy) continue;
      expect(route.method, name).toBe('GET');
      expect(route.changesState, name).toBe(true);
      const replacement = API_ROUTES.find(
        (r) => r.route.method === route.replacedBy?.method && r.route.path === route.replacedBy.path,
      );
      expect(replacement, name).toBeDefined();
      expect(['POST', 'DELETE'], name).toContain(replacement!.route.method);
      expect(replacement!.route.auth, name).toBe(route.auth);
      expect(replacement!.route.permission, name).toBe(route.permission);
    }
  });
});

describe.each(DATABASE_KINDS)('state-changing calls (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let multi: string;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    admin = await signIn(t.app, 'admin');
    multi = await signIn(t.app, 'multi', { universe: 'demo' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'HEAD', url: string, cookie = admin, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, ...CSRF_HEADER } });
  const tasks = async () =>
    Number(
      (await sql<{ n: string }>`SELECT count(*)::text AS n FROM tasks`.execute(t.database.db)).rows[0].n,
    );

  it('API keys: POST creates one from its body, DELETE revokes it; the GET forms still do both', async () => {
    const created = await call('POST', '/api/vuejs/surveys/apikey/create/cx', admin, {
      name: 'Till feed',
      scopeUnit: 'north',
      purpose: 'bigscreen',
    });
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json() as TApiKeyCreated;
    expect(key).toMatchObject({
      name: 'Till feed',
      scopeUnit: 'north',
      purpose: 'bigscreen',
      revokedAt: null,
    });
    const revoked = await call('DELETE', `/api/vuejs/surveys/apikey/cx/${key.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((revoked.json() as TApiKey).revokedAt).not.toBeNull();
    expect((await call('DELETE', '/api/vuejs/surveys/apikey/cx/999999')).statusCode).toBe(404);
    const bad = await call('POST', '/api/vuejs/surveys/apikey/create/cx', admin, { purpose: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('purpose');

    const old = await call('GET', '/api/vuejs/surveys/apikey/create/cx?name=Old%20client');
    expect(old.statusCode, old.body).toBe(200);
    const oldKey = old.json() as TApiKeyCreated;
    expect(oldKey.name).toBe('Old client');
    const oldRevoke = await call('GET', `/api/vuejs/surveys/apikey/delete/cx/${oldKey.id}`);
    expect((oldRevoke.json() as TApiKey).revokedAt).not.toBeNull();
  });

  it('changing universe: POST moves the session, and so does the GET form', async () => {
    const moved = await call('POST', '/api/vuejs/auth/changeuniverse/acme', multi);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ universe: 'acme' });
    const acme = `opinio_session=${moved.cookies.find((c) => c.name === 'opinio_session')!.value}`;
    const back = await call('GET', '/api/vuejs/auth/changeuniverse/demo', acme);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ universe: 'demo' });
    multi = `opinio_session=${back.cookies.find((c) => c.name === 'opinio_session')!.value}`;
  });

  it('reports: POST starts each kind, and the GET forms still do', async () => {
    const node = path('org,all,north');
    for (const report of ['interviewsreport', 'alertsreport', 'indicatorsreport', 'rankingreport']) {
      const before = await tasks();
      const started = await call('POST', `/api/vuejs/reports/${report}/cx/${node}`);
      expect(started.statusCode, `${report}: ${started.body}`).toBe(200);
      expect(started.json().reportUUID, report).toBeTruthy();
      expect(await tasks(), report).toBe(before + 1);
    }
    const created = await call('POST', `/api/vuejs/reports/createreport/cx/${node}/excelbenchmark`);
    expect(created.statusCode, created.body).toBe(200);
    const before = await tasks();
    const old = await call('GET', `/api/vuejs/reports/interviewsreport/cx/${node}`);
    expect(old.statusCode, old.body).toBe(200);
    expect(await tasks()).toBe(before + 1);
  });

  it('a cross-site GET without the CSRF header, or a HEAD, changes nothing; with the header the same call goes through', async () => {
    // Last: the worker stops, so that only the calls below could change the database.
    await t.app.taskWorker.stop();
    const key = (await call('POST', '/api/vuejs/surveys/apikey/create/cx', admin, { name: 'Target' })).json();
    const fill = (routePath: string) =>
      routePath.replace(/:(\w+)/g, (_, name: string) => {
        const values: Record<string, string> = {
          survey: 'cx',
          drillPathFiltered: path('org,all'),
          kind: 'excelbenchmark',
          universe: 'acme',
          user: 'admin',
          id: String(key.id),
        };
        if (!values[name]) throw new Error(`cannot fill :${name} of ${routePath}`);
        return values[name];
      });
    for (const { name, route } of stateChangingGets) {
      const url = fill(route.path);
      const cookie = route.path.includes('changeuniverse') ? multi : admin;
      const before = await databaseChecksum(t.database);
      const crossSite = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(crossSite.statusCode, name).toBe(403);
      expect(crossSite.json().error.code, name).toBe('csrf');
      const head = await t.app.inject({ method: 'HEAD', url, headers: { cookie, ...CSRF_HEADER } });
      expect(head.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(await databaseChecksum(t.database), name).toEqual(before);
      // With the header it is the call it always was (a letters archive without letters: 404).
      const sameSite = await call('GET', url, cookie);
      expect(sameSite.statusCode, `${name}: ${sameSite.body.slice(0, 200)}`).not.toBe(403);
      expect(sameSite.statusCode, name).toBeLessThan(500);
    }
  }, 120_000);
});
