import { describe, expect, it } from 'vitest';
import { ssoIssuer } from './sso-issuer.ts';

describe('the issuer of a host', () => {
  it("is Keycloak's realm address when a realm is configured", () => {
    expect(ssoIssuer('https://id.example.com/', 'cx')).toBe('https://id.example.com/realms/cx');
  });

  it('is the server address itself when the realm is empty', () => {
    expect(ssoIssuer('https://login.example.com/tenant-1//', '')).toBe('https://login.example.com/tenant-1');
  });
});
