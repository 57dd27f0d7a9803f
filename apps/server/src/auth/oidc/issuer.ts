/**
 * The issuer a host's provider must put in its tokens (docs/decisions/006): Keycloak's
 * `${idp_url}/realms/${realm}`, or, for any other OpenID provider, `idp_url` itself when
 * the realm is empty. Discovery is at `${issuer}/.well-known/openid-configuration`.
 */
export function issuerFor(config: { idp_url: string; realm: string }): string {
  const base = config.idp_url.replace(/\/+$/, '');
  return config.realm ? `${base}/realms/${encodeURIComponent(config.realm)}` : base;
}
