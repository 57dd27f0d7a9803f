import { ERROR_CODES, isErrorCode } from '@opinio/domain/error-codes';
import { PASSWORD_MIN_LENGTH } from '@opinio/domain/schemas/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, path, seededApp, signIn, type TestApp } from './harness.ts';

/**
 * Representative refusals answer their code, its parameters and the status the code has
 * (decision 037): schema checks, the handlers' own checks, the framework's and the database's.
 */
describe('error codes and parameters', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp('pglite', 100);
    for (const user of ['admin', 'store']) cookies[user] = await signIn(t.app, user);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The error of a refusal, checked against the table: a known code, its status, its parameters. */
  const refusal = (response: LightMyRequestResponse) => {
    const { error } = response.json();
    expect(isErrorCode(error.code), response.body).toBe(true);
    const spec = ERROR_CODES[error.code as keyof typeof ERROR_CODES];
    expect(response.statusCode, response.body).toBe(spec.status);
    for (const [name, kind] of Object.entries(spec.params)) {
      if (kind.endsWith('?') && error.params[name] === undefined) continue;
      expect(typeof error.params[name], `${error.code}.${name}`).toBe(kind.replace('?', ''));
    }
    expect(typeof error.message).toBe('string');
    return error;
  };
  const post = (
    user: string | null,
    url: string,
    payload: unknown,
    headers: Record<string, string> = CSRF_HEADER,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...(user ? { cookie: cookies[user] } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it('a schema check names the problem: required, too short with min', async () => {
    const missing = refusal(
      await post('admin', '/api/vuejs/users/password', { newPassword: 'a long new password' }),
    );
    expect(missing).toMatchObject({ code: 'required', field: 'currentPassword', params: {} });
    const short = refusal(
      await post('admin', '/api/vuejs/users/password', { currentPassword: 'demo', newPassword: 'short' }),
    );
    expect(short).toMatchObject({
      code: 'too_short',
      field: 'newPassword',
      params: { min: PASSWORD_MIN_LENGTH },
    });
  });

  it("a handler's own check: the wrong current password, at its field", async () => {
    const wrong = refusal(
      await post('admin', '/api/vuejs/users/password', {
        currentPassword: 'not the password',
        newPassword: 'a long new password',
      }),
    );
    expect(wrong).toMatchObject({ code: 'wrong_password', field: 'currentPassword' });
  });

  it('sign-in: wrong credentials are 401 wrong_credentials; a call without the CSRF header 403 csrf', async () => {
    const wrong = refusal(await post(null, '/api/vuejs/auth/login', { username: 'admin', password: 'nope' }));
    expect(wrong.code).toBe('wrong_credentials');
    const crossSite = refusal(
      await post(null, '/api/vuejs/auth/login', { username: 'admin', password: 'demo' }, {}),
    );
    expect(crossSite.code).toBe('csrf');
  });

  it('a body that is not JSON is invalid_json; an unknown filter names the filter', async () => {
    const notJson = refusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/users/password',
        headers: { ...CSRF_HEADER, cookie: cookies.admin, 'content-type': 'application/json' },
        payload: '{"currentPassword":',
      }),
    );
    expect(notJson.code).toBe('invalid_json');
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all;nosuchfilter=1')}`,
      headers: { cookie: cookies.admin },
    });
    expect(refusal(filtered)).toMatchObject({ code: 'invalid_filter', params: { filter: 'nosuchfilter' } });
  });

  it('a role without the permission: missing_permission naming it; a taken name: already_exists', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/users/list/cx',
      headers: { cookie: cookies.store },
    });
    expect(refusal(list)).toMatchObject({
      code: 'missing_permission',
      params: { permission: 'users.manage' },
    });
    const taken = refusal(
      await post('admin', '/api/vuejs/users/save/cx', {
        username: 'store',
        email: 'another.store@example.com',
        firstName: 'Another',
        lastName: 'Store',
        roleId: 1,
        scopeUnit: null,
      }),
    );
    expect(taken).toMatchObject({ code: 'already_exists', field: 'username', params: { value: 'store' } });
  });
});
