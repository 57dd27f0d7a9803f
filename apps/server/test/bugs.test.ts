import type { TBugList } from '@opinio/domain/schemas/logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('bug log (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 100);
    cookies.admin = await signIn(t.app, 'admin');
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    cookies.acmeRoot = await signIn(t.app, 'root', { universe: 'acme' });
  });
  afterAll(() => t.close());

  const report = (user: string, payload: object, headers: Record<string, string> = CSRF_HEADER) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/logs/bugs',
      headers: { cookie: cookies[user], ...headers },
      payload,
    });
  const list = (user: string) =>
    t.app.inject({ method: 'GET', url: '/api/vuejs/logs/bugs/cx', headers: { cookie: cookies[user] } });

  it('repeats of a message count up; root sees count, message, user and time', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await report('admin', {
        message: 'TypeError: x is undefined',
        stack: 'at a.ts:1',
        survey: 'cx',
      });
      expect(response.statusCode).toBe(204);
    }
    await report('admin', { message: 'Another error' });
    const { bugs } = (await list('root')).json() as TBugList;
    expect(bugs.find((b) => b.message === 'TypeError: x is undefined')).toMatchObject({
      count: 3,
      user: 'admin',
    });
    expect(bugs.find((b) => b.message === 'Another error')?.count).toBe(1);
    expect(Date.parse(bugs[0].datetime)).not.toBeNaN();
  });

  it('only root lists and clears; another universe sees nothing of it', async () => {
    expect((await list('admin')).statusCode).toBe(403);
    expect((await list('acmeRoot')).statusCode).toBe(404);
    const denied = await t.app.inject({
      method: 'DELETE',
      url: '/api/vuejs/logs/bugs/cx',
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
    });
    expect(denied.statusCode).toBe(403);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/vuejs/logs/bugs/cx',
      headers: { cookie: cookies.root, ...CSRF_HEADER },
    });
    expect(cleared.statusCode).toBe(204);
    expect(((await list('root')).json() as TBugList).bugs).toEqual([]);
  });

  it('reporting needs sign-in, the CSRF header and a message; it is rate-limited', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/logs/bugs',
      headers: CSRF_HEADER,
      payload: { message: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await report('admin', { message: 'x' }, {})).statusCode).toBe(403);
    expect((await report('admin', { message: '' })).statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await report('admin', { message: `flood ${i}` })).statusCode);
    expect(codes).toContain(429);
  });
});
