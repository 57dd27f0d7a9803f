/**
 * The issuer of a host's identity provider (docs/decisions/006): Keycloak's
 * `${serverUrl}/realms/${realm}`, or `serverUrl` itself when the realm is empty (any other
 * OpenID provider). The server verifies tokens against it; the web app uses it as the
 * oidc-client-ts `authority`. Discovery is at `${issuer}/.well-known/openid-configuration`.
 */
export function ssoIssuer(serverUrl: string, realm: string): string {
  const base = serverUrl.replace(/\/+$/, '');
  return realm ? `${base}/realms/${encodeURIComponent(realm)}` : base;
}
