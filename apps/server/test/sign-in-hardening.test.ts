import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('brute-force limits and CSRF protection (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 200);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username, password },
      remoteAddress,
    });

  it('the 6th quick failed sign-in for one account answers 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', `wrong-${i}`)).statusCode).toBe(401);
    for (const password of ['wrong-again', 'demo']) {
      const response = await login('admin', password);
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
      expect(response.json().error).toMatchObject({ code: 'too_many_requests' });
      expect(response.json().error.message).toContain('Too many failed sign-ins for this account');
    }
    // Other accounts, from the same address, are not affected.
    expect((await login('regional', 'demo')).statusCode).toBe(200);
  });

  it('an unknown account is limited exactly like a known one', async () => {
    for (let i = 0; i < 5; i++) expect((await login('no-such-user', 'x', '10.0.0.7')).statusCode).toBe(401);
    expect((await login('no-such-user', 'x', '10.0.0.7')).statusCode).toBe(429);
  });

  it('one address failing for many accounts is limited too', async () => {
    const from = '10.0.0.8';
    for (let i = 0; i < 30; i++) expect((await login(`spray-${i}`, 'x', from)).statusCode).toBe(401);
    const response = await login('store', 'demo', from);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toContain('from your address');
    expect((await login('store', 'demo', '10.0.0.9')).statusCode).toBe(200);
  });

  it('the 11th reset request from one address within 15 minutes answers 429 with Retry-After, both forms counted together', async () => {
    // The POST form and the GET form the contract names alternate: one count for both.
    const forgot = (i: number) =>
      i % 2 === 0
        ? t.app.inject({
            method: 'POST',
            url: '/api/vuejs/auth/forgot',
            headers: CSRF_HEADER,
            payload: { user: `someone-${i}` },
            remoteAddress: '10.0.0.10',
          })
        : t.app.inject({
            method: 'GET',
            url: `/api/vuejs/auth/forgot/someone-${i}`,
            headers: CSRF_HEADER,
            remoteAddress: '10.0.0.10',
          });
    for (let i = 0; i < 10; i++) expect((await forgot(i)).statusCode).toBe(204);
    const limited = await forgot(10);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toContain('Too many requests from your address');
  });

  it('state-changing calls without the X-Requested-With header answer 403, login included', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      payload: { username: 'store', password: 'demo' },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error).toMatchObject({ code: 'csrf' });
    expect(bare.json().error.message).toContain('X-Requested-With: opinio');
    const cookie = await signIn(t.app, 'store');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/logout',
      headers: { cookie },
      payload: {},
    });
    expect(logout.statusCode).toBe(403);
    const wrongValue = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/logout',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect(wrongValue.statusCode).toBe(403);
    // Reads need no header, and the session survived the refused logout.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/vuejs/surveys/loadcount/cx', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
  });
});
