import { Writable } from 'node:stream';
import type { TApiKeyCreated, TApiKeyList } from '@opinio/domain/schemas/api-keys';
import type { TTaskList } from '@opinio/domain/schemas/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { seedDemo } from '#demo/seed-demo.ts';
import { tasksDb } from '#tasks/task-tables.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  TEST_NOW,
  type TestApp,
  testConfig,
  universeIdOf,
} from './harness.ts';

/** The error shape of every 4xx. */
const expectErrorShape = (body: string) => {
  const json = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof json.error?.code, body).toBe('string');
  expect(typeof json.error?.message, body).toBe('string');
};

describe.each(DATABASE_KINDS)('requests before and around the handlers (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    // A regional manager who also administers users: an administrator scoped to North.
    const demo = { id: await universeIdOf(t.database.db, 'demo') };
    await t.database.db
      .updateTable('memberships')
      .set({ role_id: await builtInRoleId(t.database.db, demo.id, 'administrator') })
      .where('user_id', '=', (eb) =>
        eb.selectFrom('users').select('id').where('username', '=', 'regional').limit(1),
      )
      .execute();
    for (const user of ['admin', 'regional']) cookies[user] = await signIn(t.app, user);
  });
  afterAll(() => t.close());

  const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: cookies[user], ...CSRF_HEADER } });

  describe('a scoped administrator reaches only their part of the organisation', () => {
    let southKey: TApiKeyCreated;
    let wholeKey: TApiKeyCreated;
    let northKey: TApiKeyCreated;
    beforeAll(async () => {
      const create = async (user: string, query: string) =>
        (await call(user, 'GET', `/api/vuejs/surveys/apikey/create/cx${query}`)).json() as TApiKeyCreated;
      southKey = await create('admin', '?name=South%20feed&scopeUnit=south');
      wholeKey = await create('admin', '?name=Whole%20feed');
      northKey = await create('regional', '?name=North%20feed');
    });

    it('lists only the keys of their scope', async () => {
      const list = (await call('regional', 'GET', '/api/vuejs/surveys/apikey/list/cx')).json() as TApiKeyList;
      const ids = list.keys.map((k) => k.id);
      expect(ids).toContain(northKey.id);
      expect(ids).not.toContain(southKey.id);
      expect(ids).not.toContain(wholeKey.id);
      expect(list.keys.every((k) => k.scopeUnit === 'north' || k.scopeUnit?.startsWith('s'))).toBe(true);
      const all = (await call('admin', 'GET', '/api/vuejs/surveys/apikey/list/cx')).json() as TApiKeyList;
      expect(all.keys.map((k) => k.id)).toEqual(
        expect.arrayContaining([northKey.id, southKey.id, wholeKey.id]),
      );
    });

    it('cannot rename, re-scope or revoke a key of another region or of the whole organisation', async () => {
      for (const key of [southKey, wholeKey]) {
        const rename = await call('regional', 'POST', '/api/vuejs/surveys/apikey/save/cx', {
          id: key.id,
          name: 'Mine now',
        });
        expect(rename.statusCode, rename.body).toBe(404);
        const rescope = await call('regional', 'POST', '/api/vuejs/surveys/apikey/save/cx', {
          id: key.id,
          scopeUnit: 'north',
        });
        expect(rescope.statusCode, rescope.body).toBe(404);
        const revoke = await call('regional', 'GET', `/api/vuejs/surveys/apikey/delete/cx/${key.id}`);
        expect(revoke.statusCode, revoke.body).toBe(404);
      }
      const stored = await t.database.db
        .selectFrom('api_keys')
        .select(['id', 'name', 'scope_unit', 'revoked_at'])
        .where('id', 'in', [southKey.id, wholeKey.id])
        .orderBy('id')
        .execute();
      expect(stored.map((k) => [k.name, k.scope_unit, k.revoked_at])).toEqual([
        ['South feed', 'south', null],
        ['Whole feed', null, null],
      ]);
      // Their own region's key stays theirs to manage.
      const own = await call('regional', 'POST', '/api/vuejs/surveys/apikey/save/cx', {
        id: northKey.id,
        name: 'North feed 2',
      });
      expect(own.statusCode, own.body).toBe(200);
    });

    it("cannot list, read, re-run or delete another administrator's import of the whole organisation", async () => {
      const boundary = '----opinio-scope';
      const csv = 'externalId;unit;date;nps\r\nscope-1;s001;2026-06-10;9\r\n';
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/surveys/import/cx',
        headers: {
          cookie: cookies.admin,
          ...CSRF_HEADER,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const { taskId } = upload.json() as { taskId: number };
      const mine = (await call('admin', 'GET', '/api/vuejs/surveys/tasks/cx')).json() as TTaskList;
      expect(mine.tasks.map((x) => x.id)).toContain(taskId);
      const theirs = (await call('regional', 'GET', '/api/vuejs/surveys/tasks/cx')).json() as TTaskList;
      expect(theirs.tasks.map((x) => x.id)).not.toContain(taskId);
      expect((await call('regional', 'GET', `/api/vuejs/surveys/task/cx/${taskId}`)).statusCode).toBe(404);
      const deleteOne = await call('regional', 'POST', `/api/vuejs/surveys/tasks/deletesingle/cx/${taskId}`);
      expect(deleteOne.statusCode).toBe(404);
      const bulk = await call('regional', 'POST', '/api/vuejs/surveys/tasks/delete/cx', { ids: [taskId] });
      expect(bulk.json()).toEqual({ changed: [], skipped: [taskId] });
      const cancel = await call('regional', 'POST', '/api/vuejs/surveys/tasks/assignstate/cx', {
        ids: [taskId],
        newstate: 'cancelled',
      });
      expect(cancel.json()).toEqual({ changed: [], skipped: [taskId] });
      const still = await tasksDb(t.database.db)
        .selectFrom('tasks')
        .select('id')
        .where('id', '=', taskId)
        .execute();
      expect(still).toHaveLength(1);
    });
  });

  it('a spoofed X-Forwarded-For does not escape the per-address sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/login',
        headers: { ...CSRF_HEADER, 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: '198.51.100.7',
        payload: { username: `nobody-${i}`, password: 'wrong' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('a unit filter of 200 stores in the drill path works on every dashboard call', async () => {
    const stores = Array.from({ length: 200 }, (_, i) => `s${String(i + 1).padStart(3, '0')}`);
    const filtered = path(`org,all;store=${stores.join('*')}`);
    expect(filtered.length).toBeGreaterThan(1000);
    for (const url of [
      `/api/vuejs/analytics/kpis/cx/${filtered}`,
      `/api/vuejs/drillpath/cx/${filtered}`,
      `/api/vuejs/comments/cx/${filtered}`,
      `/api/vuejs/interviews/cx/${filtered}`,
      `/api/vuejs/alerts/cx/${filtered}`,
    ]) {
      const response = await call('admin', 'GET', url);
      expect(response.statusCode, `${url.slice(0, 40)}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it("the framework's own refusals answer in the API's error shape", async () => {
    const tooLong = await call('admin', 'GET', `/api/vuejs/analytics/kpis/cx/${'a'.repeat(5000)}`);
    expect(tooLong.statusCode).toBe(414);
    expectErrorShape(tooLong.body);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: { ...CSRF_HEADER, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(badJson.statusCode).toBe(400);
    expectErrorShape(badJson.body);
    const mediaType = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: { ...CSRF_HEADER, 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(mediaType.statusCode).toBe(415);
    expectErrorShape(mediaType.body);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/events',
      headers: { ...CSRF_HEADER, cookie: cookies.admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(20_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expectErrorShape(tooLarge.body);
    const badEscape = await call('admin', 'GET', '/api/vuejs/analytics/kpis/cx/%E0%A4%A');
    expect(badEscape.statusCode).toBe(400);
    expectErrorShape(badEscape.body);
  });

  it('a body that is not JSON on a JSON route answers 415 unsupported_media_type, once the caller is known', async () => {
    const refused = (response: { statusCode: number; body: string }, what: string) => {
      expect(response.statusCode, `${what}: ${response.body}`).toBe(415);
      expect((JSON.parse(response.body) as { error: { code: string } }).error.code, what).toBe(
        'unsupported_media_type',
      );
      expectErrorShape(response.body);
    };
    const key = (
      (
        await call('admin', 'GET', '/api/vuejs/surveys/apikey/create/cx?name=Plain%20feed')
      ).json() as TApiKeyCreated
    ).token;
    // JSON written as text, a form, a multipart body, a body without a type: none is read
    const batch = JSON.stringify({
      interviews: [{ externalId: 'plain-1', unit: 's001', date: '2026-06-01', answers: { nps: 9 } }],
    });
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      undefined,
    ]) {
      const ingestion = await t.app.inject({
        method: 'POST',
        url: '/api/v1/surveys/cx/interviews',
        headers: { authorization: `Bearer ${key}`, ...(type ? { 'content-type': type } : {}) },
        payload: batch,
      });
      refused(ingestion, `ingestion as ${type}`);
    }
    const written = await t.database.db
      .selectFrom('interviews')
      .select('id')
      .where('external_id', '=', 'plain-1')
      .execute();
    expect(written).toEqual([]);
    // the credential still comes first: no key, 401
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: 'Bearer opk_unknown', 'content-type': 'text/plain' },
      payload: batch,
    });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/alert/update/cx/1',
      headers: { ...CSRF_HEADER, 'content-type': 'text/plain' },
      payload: '{"state":"in_progress"}',
    });
    expect(signedOut.statusCode, signedOut.body).toBe(401);

    // other JSON routes: a public one, a signed-in one, one whose routes also take a form
    const others = [
      ['/api/vuejs/auth/login', { username: 'admin', password: 'x' }, {}],
      ['/api/vuejs/alert/update/cx/1', { state: 'in_progress' }, { cookie: cookies.admin }],
      ['/api/vuejs/reports/subscriptions/cx', { frequency: 'weekly' }, { cookie: cookies.admin }],
    ] as const;
    for (const [url, body, headers] of others)
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...CSRF_HEADER, ...headers, 'content-type': type },
          payload: type === 'text/plain' ? JSON.stringify(body) : new URLSearchParams(body).toString(),
        });
        refused(response, `${url} as ${type}`);
      }

    // JSON, with its charset named, is read as before
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json; charset=utf-8' },
      payload: batch,
    });
    expect(json.statusCode, json.body).toBe(200);
  });

  it('authentication comes before the body is read or validated', async () => {
    // No credential: 401, not a complaint about the body it never needed to read.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/alert/update/cx/1',
      headers: { ...CSRF_HEADER, 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(session.statusCode, session.body).toBe(401);
    const ingestion = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: 'Bearer opk_unknown', 'content-type': 'application/json' },
      payload: `{"interviews": [${'{"x": 1},'.repeat(100_000)}`,
    });
    expect(ingestion.statusCode, ingestion.body).toBe(401);
  });
});

describe('configuration', () => {
  it('TRUST_PROXY is off by default and takes a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    for (const bad of ['true', 'everyone', '10.0.0.1/99', '0', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('a PostgreSQL server needs OPINIO_MODE: demo users are never seeded by default', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/opinio' })).toThrow(/OPINIO_MODE/);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/opinio', OPINIO_MODE: 'production' }).mode).toBe(
      'production',
    );
    expect(loadConfig({}).mode).toBe('demo');
  });

  it('DATABASE_URL is a postgres:// or postgresql:// address with a host; a refusal names it, never its password', () => {
    const production = { OPINIO_MODE: 'production' };
    for (const good of [
      'postgres://opinio:pw@db.internal:5432/opinio',
      'postgresql://db.internal/opinio',
      'postgresql:///opinio?host=/var/run/postgresql',
    ])
      expect(loadConfig({ ...production, DATABASE_URL: good }).databaseUrl, good).toBe(good);
    for (const [bad, problem] of [
      ['mysql://opinio:s3cret-pw@db.internal/opinio', /DATABASE_URL: a mysql:\/\/ address/],
      ['db.internal:5432/opinio', /DATABASE_URL: a db\.internal:\/\/ address|DATABASE_URL: not a URL/],
      ['opinio:s3cret-pw@db', /DATABASE_URL: /],
      ['postgresql:///opinio', /DATABASE_URL: names no host/],
      ['http://opinio:s3cret-pw@db.internal/opinio', /DATABASE_URL: a http:\/\/ address/],
    ] as const) {
      let message = '';
      try {
        loadConfig({ ...production, DATABASE_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, bad).toMatch(problem);
      expect(message, bad).not.toContain('s3cret-pw');
    }
  });

  it('METRICS_TOKEN, when set, is at least 16 characters; unset, /metrics asks for none', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a-scrape-token-of-32-characters!' }).metricsToken).toBe(
      'a-scrape-token-of-32-characters!',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });

  it('behind a configured proxy, the forwarded address is the client', async () => {
    const database = await openDatabase({ dataDir: null });
    await seedDemo(database.db, { interviews: 50, now: TEST_NOW });
    const { app } = await buildApp({
      config: testConfig({ trustProxy: 1 }),
      database,
      today: () => TEST_NOW,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 70; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/vuejs/auth/login',
          headers: { ...CSRF_HEADER, 'x-forwarded-for': `203.0.113.${i}` },
          remoteAddress: '127.0.0.1',
          payload: { username: `nobody-${i}`, password: 'wrong' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).not.toContain(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('logs', () => {
  it('no token, key, password or reset link reaches a log line', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openDatabase({ dataDir: null });
    await seedDemo(database.db, { interviews: 50, now: TEST_NOW });
    const { app } = await buildApp({
      config: testConfig({ logLevel: 'trace' }),
      database,
      today: () => TEST_NOW,
      logStream,
    });
    try {
      const cookie = await signIn(app, 'admin');
      const created = await app.inject({
        method: 'GET',
        url: '/api/vuejs/surveys/apikey/create/cx?purpose=bigscreen',
        headers: { cookie, ...CSRF_HEADER },
      });
      const bigScreen = (created.json() as TApiKeyCreated).token;
      const ingest = (
        (
          await app.inject({
            method: 'GET',
            url: '/api/vuejs/surveys/apikey/create/cx',
            headers: { cookie, ...CSRF_HEADER },
          })
        ).json() as TApiKeyCreated
      ).token;
      const resetToken = 'reset-token-0123456789abcdef';
      const password = 'a-password-nobody-logs-1234';
      await app.inject({ method: 'GET', url: `/bigscreen/${bigScreen}` });
      await app.inject({ method: 'GET', url: '/api/bigscreen/summary', headers: { 'x-api-key': bigScreen } });
      await app.inject({
        method: 'POST',
        url: '/api/v1/surveys/cx/interviews',
        headers: { authorization: `Bearer ${ingest}` },
        payload: { interviews: [{ externalId: 'log-1', unit: 's001', date: '2026-06-01', answers: {} }] },
      });
      await app.inject({ method: 'GET', url: `/reset?token=${resetToken}` });
      await app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/reset',
        headers: CSRF_HEADER,
        payload: { token: resetToken, password },
      });
      await app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/login',
        headers: CSRF_HEADER,
        payload: { username: 'admin', password },
      });
      const share = await app.inject({
        method: 'GET',
        url: '/api/vuejs/interview/sharelink/cx/1',
        headers: { cookie },
      });
      expect(share.statusCode, share.body).toBe(200);
      const sharePath = (share.json() as { path: string }).path;
      await app.inject({ method: 'GET', url: sharePath });
      await app.inject({
        method: 'GET',
        url: '/api/vuejs/sharing/interview/cx/1/signature-0123456789',
      });
      const log = lines.join('');
      expect(log).toContain('/bigscreen/[redacted]');
      const session = cookie.split('=')[1];
      for (const secret of [bigScreen, ingest, resetToken, password, session, 'signature-0123456789'])
        expect(log.includes(secret), `a log line holds ${secret.slice(0, 8)}...`).toBe(false);
      expect(log.includes(sharePath.split('/').pop()!)).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
