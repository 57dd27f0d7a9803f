import { authApi } from '@opinio/domain/api/auth';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_PATH } from './sign-in-call.ts';

describe('the sign-in call of the page that loads before the app', () => {
  it('is the route table’s login', () => {
    expect(SIGN_IN_PATH).toBe(authApi.login.path);
    expect(authApi.login.method).toBe('POST');
  });
});
