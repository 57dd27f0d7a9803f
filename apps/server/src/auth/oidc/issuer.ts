import { ssoIssuer } from '@opinio/domain/sso-issuer';

/**
 * The issuer a host's provider must put in its tokens (docs/decisions/006): Keycloak's
 * `${idp_url}/realms/${realm}`, or, for any other OpenID provider, `idp_url` itself when
 * the realm is empty. The web app derives its `authority` with the same rule.
 */
export function issuerFor(config: { idp_url: string; realm: string }): string {
  return ssoIssuer(config.idp_url, config.realm);
}
