import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedWindows, LIMITS } from '#auth/sign-in-limits.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

/** The answers' statuses, counted: `{ 401: 5, 429: 115 }`. */
const statusCounts = (responses: readonly { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

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

  it('120 wrong passwords at once for one account: exactly the limit is checked, the rest answer 429, then the right one too', async () => {
    const { max } = LIMITS.failuresPerAccount;
    // From as many addresses, so that only the account's limit holds them.
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => login('root', `wrong-${i}`, `10.2.0.${i + 1}`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: max, 429: 120 - max });
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
      expect(response.json().error).toMatchObject({ code: 'too_many_requests' });
      expect(response.json().error.message).toContain('Too many failed sign-ins for this account');
    }
    const right = await login('root', 'demo', '10.2.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toContain('for this account');
  });

  it('wrong passwords at once for many accounts from one address: exactly the address limit is checked', async () => {
    const { max } = LIMITS.failuresPerIp;
    const from = '10.3.0.1';
    const attempts = max + 20;
    // Within the address's request limit, so that only its failure limit holds them.
    expect(attempts).toBeLessThan(LIMITS.signInPerIp.max);
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) => login(`parallel-spray-${i}`, 'x', from)),
    );
    expect(statusCounts(responses)).toEqual({ 401: max, 429: attempts - max });
    for (const response of responses.filter((r) => r.statusCode === 429))
      expect(response.json().error.message).toContain('Too many failed sign-ins from your address');
    const right = await login('store', 'demo', from);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toContain('from your address');
    expect((await login('store', 'demo', '10.3.0.2')).statusCode).toBe(200);
  });

  it('a right password among wrong ones at once uses none of the failure budget', async () => {
    const { max } = LIMITS.failuresPerAccount;
    const responses = await Promise.all([
      login('multi', 'demo', '10.4.0.1'),
      ...Array.from({ length: max - 1 }, (_, i) => login('multi', `wrong-${i}`, `10.4.0.${i + 2}`)),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, ...Array(max - 1).fill(401)]);
    // The sign-in gave its place back: one more wrong password is checked, then the account is held.
    expect((await login('multi', 'wrong-last', '10.4.1.1')).statusCode).toBe(401);
    expect((await login('multi', 'demo', '10.4.1.2')).statusCode).toBe(429);
  });

  it('reset requests at once for one account send at most the limit of links', async () => {
    const { max } = LIMITS.forgotPerAccount;
    const { id } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'regional')
      .executeTakeFirstOrThrow();
    // Each mail carries one stored link.
    const links = async () =>
      (
        await t.database.db
          .selectFrom('password_resets')
          .select('token_hash')
          .where('user_id', '=', id)
          .where('purpose', '=', 'reset')
          .execute()
      ).length;
    const before = await links();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/vuejs/auth/forgot',
          headers: CSRF_HEADER,
          payload: { user: 'regional' },
          remoteAddress: `10.5.0.${i + 1}`,
        }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 204: max, 429: 40 - max });
    expect((await links()) - before).toBe(max);
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

describe('fixed windows of the sign-in limits', () => {
  const limit = { max: 2, timeWindow: 60_000 };

  it('takes a place in one step, frees a place given back, and starts afresh when the window ends', () => {
    let now = 1_000_000;
    const windows = new FixedWindows(limit, () => now);
    const first = windows.take('a');
    expect(windows.take('a')).toHaveProperty('window');
    expect(windows.take('a')).toEqual({ retryAfter: 60 });
    // Another key has places of its own.
    expect(windows.take('b')).toHaveProperty('window');
    if (!('window' in first)) throw new Error('the first place was refused');
    windows.giveBack('a', first.window);
    now += 30_000;
    expect(windows.take('a')).toHaveProperty('window');
    expect(windows.take('a')).toEqual({ retryAfter: 30 });

    now += 30_000;
    const fresh = windows.take('a');
    expect(fresh).toHaveProperty('window');
    // A place of the ended window given back frees nothing in the new one.
    windows.giveBack('a', first.window);
    expect(windows.take('a')).toHaveProperty('window');
    expect(windows.take('a')).toEqual({ retryAfter: 60 });
    // Ended windows are swept: 'b' is gone.
    expect(windows.size).toBe(1);
  });

  it('keeps at most its number of keys, dropping the window started first', () => {
    const windows = new FixedWindows(limit, () => 0, 2);
    for (const key of ['a', 'a', 'b', 'c']) windows.take(key);
    expect(windows.size).toBe(2);
    expect(windows.take('c')).toHaveProperty('window');
    expect(windows.take('a')).toHaveProperty('window');
  });
});
