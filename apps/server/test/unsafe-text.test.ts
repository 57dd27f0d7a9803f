import { DATE_RANGE_MESSAGE } from '@opinio/domain/date-range';
import { UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  TEST_NOW,
  type TestApp,
  testConfig,
} from './harness.ts';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
  /** Signed in as; null: no session. */
  user?: 'admin' | 'root' | null;
  field: string;
}

/** Tables a refused request must leave as they were. */
const TABLES = [
  'users',
  'sessions',
  'interview_comments',
  'api_keys',
  'alert_rules',
  'alert_events',
  'bugs',
  'events',
  'tasks',
  'password_resets',
];

/**
 * NUL cannot be stored by PostgreSQL and an unpaired surrogate has no UTF-8 form: every
 * string field of every request refuses them with a 400 naming the field, before anything
 * reaches the database.
 */
function cases(bad: string, ids: { alert: number; key: number; interview: number }): Case[] {
  const q = (text: string) => encodeURIComponent(text.replaceAll('\ud800', '\u0000'));
  return [
    {
      name: 'sign-in user name',
      method: 'POST',
      url: '/api/vuejs/auth/login',
      payload: { username: `ad${bad}min`, password: 'demo' },
      user: null,
      field: 'username',
    },
    {
      name: 'sign-in password',
      method: 'POST',
      url: '/api/vuejs/auth/login',
      payload: { username: 'admin', password: `de${bad}mo` },
      user: null,
      field: 'password',
    },
    {
      name: 'sign-in universe',
      method: 'POST',
      url: '/api/vuejs/auth/login',
      payload: { username: 'admin', password: 'demo', universe: `de${bad}mo` },
      user: null,
      field: 'universe',
    },
    {
      name: 'forgotten password user',
      method: 'GET',
      url: `/api/vuejs/auth/forgot/${q(`ad${bad}min`)}`,
      user: null,
      field: 'user',
    },
    {
      name: 'forgotten password user (POST)',
      method: 'POST',
      url: '/api/vuejs/auth/forgot',
      payload: { user: `ad${bad}min` },
      user: null,
      field: 'user',
    },
    {
      name: 'reset token',
      method: 'POST',
      url: '/api/vuejs/auth/reset',
      payload: { token: `t${bad}`, password: 'a-new-password' },
      user: null,
      field: 'token',
    },
    {
      name: 'session id',
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      payload: { sessionId: `s${bad}` },
      user: null,
      field: 'sessionId',
    },
    {
      name: 'single sign-on universe',
      method: 'POST',
      url: '/api/vuejs/auth/validatekeycloak',
      payload: { accessToken: 'a', idToken: 'b', universeName: `u${bad}` },
      user: null,
      field: 'universeName',
    },
    {
      name: 'impersonated user name',
      method: 'POST',
      url: '/api/vuejs/auth/impersonateuser',
      payload: { userName: `ad${bad}min` },
      user: 'root',
      field: 'userName',
    },
    {
      name: 'host of the client configuration',
      method: 'GET',
      url: `/api/config/client?domain=${q(`a${bad}.example`)}`,
      user: null,
      field: 'domain',
    },
    {
      name: 'interview search',
      method: 'GET',
      url: `/api/vuejs/interviews/cx/${path('org,all')}?search=${q(`sl${bad}ow`)}`,
      field: 'search',
    },
    {
      name: 'sample search',
      method: 'GET',
      url: `/api/vuejs/samples/cx/${path('org,all')}?search=${q(`an${bad}na`)}`,
      field: 'search',
    },
    {
      name: 'comment text',
      method: 'POST',
      url: `/api/vuejs/interview/addcomment/cx/${ids.interview}`,
      payload: { message: `Called ${bad} back` },
      field: 'message',
    },
    {
      name: 'API key name (create)',
      method: 'GET',
      url: `/api/vuejs/surveys/apikey/create/cx?name=${q(`TV${bad}`)}`,
      field: 'name',
    },
    {
      name: 'API key name (save)',
      method: 'POST',
      url: '/api/vuejs/surveys/apikey/save/cx',
      payload: { id: ids.key, name: `TV${bad}` },
      field: 'name',
    },
    {
      name: 'alert resolution',
      method: 'POST',
      url: `/api/vuejs/alert/update/cx/${ids.alert}`,
      payload: { resolution: `Solved ${bad}` },
      field: 'resolution',
    },
    {
      name: 'alert due date year',
      method: 'POST',
      url: `/api/vuejs/alert/update/cx/${ids.alert}`,
      payload: { dueAt: '0000-01-01T00:00:00Z' },
      field: 'dueAt',
    },
    {
      name: 'alert rule name',
      method: 'POST',
      url: '/api/vuejs/surveys/effectblocks/cx',
      payload: {
        name: `Low ${bad}`,
        condition: { question: 'nps', op: '<', value: 3 },
        dueHours: 24,
        notify: false,
        enabled: true,
      },
      field: 'name',
    },
    {
      name: 'alert rule words',
      method: 'POST',
      url: '/api/vuejs/surveys/effectblocks/cx',
      payload: {
        name: 'Rude',
        condition: { question: 'comment', contains: [`ru${bad}de`] },
        dueHours: 24,
        notify: false,
        enabled: true,
      },
      field: 'condition.contains.0',
    },
    {
      name: 'task type',
      method: 'GET',
      url: `/api/vuejs/surveys/tasks/cx?type=${q(`import${bad}`)}`,
      field: 'type',
    },
    {
      name: 'bug message',
      method: 'POST',
      url: '/api/vuejs/logs/bugs',
      payload: { message: `TypeError ${bad}` },
      field: 'message',
    },
    {
      name: 'bug stack',
      method: 'POST',
      url: '/api/vuejs/logs/bugs',
      payload: { message: 'TypeError', stack: `at ${bad}` },
      field: 'stack',
    },
    {
      name: 'event path',
      method: 'POST',
      url: '/api/vuejs/events',
      payload: { name: 'linkable_hit', path: `/page/${bad}`, survey: null, linkable: 'abc' },
      user: null,
      field: 'path',
    },
    {
      name: 'event linkable',
      method: 'POST',
      url: '/api/vuejs/events',
      payload: { name: 'linkable_hit', path: '/page', survey: null, linkable: `a${bad}` },
      user: null,
      field: 'linkable',
    },
  ];
}

describe.each(DATABASE_KINDS)('NUL and unpaired surrogates in requests (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let ids: { alert: number; key: number; interview: number };

  beforeAll(async () => {
    t = await seededApp(kind, 200);
    cookies.admin = await signIn(t.app, 'admin');
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?name=TV',
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
    });
    const first = async (table: string) => {
      const { rows } = await sql<{ id: number }>`SELECT min(id) AS id FROM ${sql.table(table)}`.execute(
        t.database.db,
      );
      return Number(rows[0].id);
    };
    ids = {
      alert: await first('alerts'),
      key: await first('api_keys'),
      interview: await first('interviews'),
    };
  });
  afterAll(() => t.close());

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
        t.database.db,
      );
      out[table] = Number(rows[0].n);
    }
    return out;
  };

  for (const [label, bad] of [
    ['NUL', '\u0000'],
    ['an unpaired surrogate', '\ud800'],
  ] as const) {
    it(`${label} in any string field answers 400 naming the field, and changes nothing`, async () => {
      const before = await counts();
      for (const c of cases(bad, ids)) {
        // A URL cannot carry an unpaired surrogate (it is not UTF-8): those cases send NUL.
        const user = c.user === undefined ? 'admin' : c.user;
        const response = await t.app.inject({
          method: c.method,
          url: c.url,
          headers: { ...(user ? { cookie: cookies[user] } : {}), ...CSRF_HEADER },
          ...(c.payload ? { payload: c.payload } : {}),
        });
        expect(response.statusCode, `${c.name}: ${response.body}`).toBe(400);
        const { error } = response.json() as { error: { code: string; message: string; field?: string } };
        expect(error.field, c.name).toBe(c.field);
        expect(error.message, c.name).toContain(
          c.name === 'alert due date year' ? DATE_RANGE_MESSAGE : UNSAFE_TEXT_MESSAGE,
        );
      }
      expect(await counts()).toEqual(before);
    });
  }

  it('a value PostgreSQL still refuses answers 400, not 500 (the last line of defence)', async () => {
    const { app } = await buildApp({ config: testConfig(), database: t.database, today: () => TEST_NOW });
    // A route that sends what it gets to PostgreSQL unchecked, as a bug would.
    app.get<{ Querystring: { text: string; day: string } }>(
      '/api/test/unchecked',
      { config: { public: true } },
      async (request) => {
        await sql`SELECT ${request.query.text}::text AS t, ${request.query.day}::date AS d`.execute(
          t.database.db,
        );
        return { ok: true };
      },
    );
    try {
      const call = (text: string, day: string) =>
        app.inject({ method: 'GET', url: `/api/test/unchecked?text=${encodeURIComponent(text)}&day=${day}` });
      expect((await call('fine', '2026-06-15')).statusCode).toBe(200);
      for (const [text, day] of [
        ['a\u0000b', '2026-06-15'],
        ['fine', '2026-02-30'],
        ['fine', '0000-01-01'],
      ]) {
        const response = await call(text, day);
        expect(response.statusCode, `${JSON.stringify(text)} ${day}: ${response.body}`).toBe(400);
        expect(response.json().error.code).toBe('invalid_value');
      }
    } finally {
      await app.close();
    }
  });
});
