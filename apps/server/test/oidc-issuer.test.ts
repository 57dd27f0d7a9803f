import { describe, expect, it } from 'vitest';
import { issuerFor } from '#auth/oidc/issuer.ts';

describe('the issuer a host expects', () => {
  it("is Keycloak's realm address when a realm is configured", () => {
    expect(issuerFor({ idp_url: 'https://id.example.com/', realm: 'cx' })).toBe(
      'https://id.example.com/realms/cx',
    );
  });

  it('is the configured address itself for a generic provider (empty realm)', () => {
    expect(issuerFor({ idp_url: 'https://login.example.com/tenant-1/', realm: '' })).toBe(
      'https://login.example.com/tenant-1',
    );
  });
});
