import { authApi } from '@opinio/domain/api/auth';
import { configApi } from '@opinio/domain/api/config';
import { describe, expect, it } from 'vitest';
import { EARLY_CONFIG_PATH, EARLY_SESSION_PATH } from './early-calls.ts';

describe('the calls sent before the app loads', () => {
  it('are the route table’s session check and client configuration, with their methods', () => {
    expect(EARLY_SESSION_PATH).toBe(authApi.validateCookie.path);
    expect(authApi.validateCookie.method).toBe('POST');
    expect(EARLY_CONFIG_PATH).toBe(configApi.client.path);
    expect(configApi.client.method).toBe('GET');
  });
});
