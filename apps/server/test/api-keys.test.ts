import type { TApiKeyCreated, TApiKeyList } from '@opinio/domain/schemas/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('API keys (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 200);
    for (const user of ['admin', 'regional']) cookies[user] = await signIn(t.app, user);
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
  });
  afterAll(() => t.close());

  const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: cookies[user], ...CSRF_HEADER } });
  const create = (user: string, query = '') =>
    call(user, 'GET', `/api/vuejs/surveys/apikey/create/cx${query}`);
  const ingest = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        interviews: [
          { externalId: `k-${Math.random()}`, unit: 's001', date: '2026-06-01', answers: { nps: 9 } },
        ],
      },
    });

  it('creating a key answers its token once; the list never shows tokens and the table keeps only a hash', async () => {
    const response = await create('admin', '?name=Shop%20feed&scopeUnit=north');
    expect(response.statusCode, response.body).toBe(200);
    const key = response.json() as TApiKeyCreated;
    expect(key).toMatchObject({ name: 'Shop feed', scopeUnit: 'north', createdBy: 'admin', revokedAt: null });
    expect(key.token).toMatch(/^opk_/);
    const list = (await call('admin', 'GET', '/api/vuejs/surveys/apikey/list/cx')).json() as TApiKeyList;
    expect(list.keys.map((k) => k.id)).toContain(key.id);
    expect(JSON.stringify(list)).not.toContain(key.token);
    const stored = await t.database.db
      .selectFrom('api_keys')
      .select('token_hash')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(key.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('only administrators and root manage keys', async () => {
    expect((await create('regional')).statusCode).toBe(403);
    expect((await call('regional', 'GET', '/api/vuejs/surveys/apikey/list/cx')).statusCode).toBe(403);
    expect((await create('root')).statusCode).toBe(200);
  });

  it('a key scope outside the organisation is refused', async () => {
    const response = await create('admin', '?scopeUnit=nowhere');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('scopeUnit');
  });

  it('create and delete change state: they need the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie: cookies.admin },
    });
    expect(response.statusCode).toBe(403);
  });

  it('save renames and re-scopes a key', async () => {
    const key = (await create('admin')).json() as TApiKeyCreated;
    expect(key.scopeUnit).toBeNull();
    const saved = await call('admin', 'POST', '/api/vuejs/surveys/apikey/save/cx', {
      id: key.id,
      name: 'Renamed',
      scopeUnit: 's001',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: key.id, name: 'Renamed', scopeUnit: 's001' });
  });

  it('a revoked key stops working at once', async () => {
    const key = (await create('admin')).json() as TApiKeyCreated;
    expect((await ingest(key.token)).statusCode).toBe(200);
    const revoked = await call('admin', 'GET', `/api/vuejs/surveys/apikey/delete/cx/${key.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await ingest(key.token)).statusCode).toBe(401);
    const save = await call('admin', 'POST', '/api/vuejs/surveys/apikey/save/cx', { id: key.id, name: 'x' });
    expect(save.statusCode).toBe(404);
  });

  it("another universe's user gets 404 for the survey and its keys", async () => {
    const key = (await create('admin')).json() as TApiKeyCreated;
    expect((await call('acme', 'GET', `/api/vuejs/surveys/apikey/delete/cx/${key.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/vuejs/surveys/apikey/delete/cx/999999')).statusCode).toBe(404);
    expect((await ingest(key.token)).statusCode).toBe(200);
  });
});
