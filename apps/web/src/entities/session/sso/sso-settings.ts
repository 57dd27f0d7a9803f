import type { TClientConfig } from '@opinio/domain/schemas/auth';
import { ssoIssuer } from '@opinio/domain/sso-issuer';
import { InMemoryWebStorage, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

export type SsoClientConfig = Extract<TClientConfig, { auth: 'sso' }>;

/** The page the provider answers the silent check (prompt=none) to, inside an iframe. */
const SILENT_CHECK_PAGE = '/silent-check-sso.html';

/** oidc-client-ts settings for a host's provider (GET /api/config/client). */
export function ssoSettings(config: SsoClientConfig, origin: string): UserManagerSettings {
  return {
    // The same issuer rule as the server's token check (docs/decisions/006).
    authority: ssoIssuer(config.serverUrl, config.realm),
    client_id: config.clientId,
    redirect_uri: `${origin}/`,
    silent_redirect_uri: `${origin}${SILENT_CHECK_PAGE}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    // We check every 10 s ourselves (token-renewal.ts): one place decides when to renew.
    automaticSilentRenew: false,
    // Tokens stay in memory: a reload asks the provider again with the silent check.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  };
}

/** The provider's answer to a sign-in redirect: our redirect URI with code (or error) and state. */
export function isSignInCallback(url: URL): boolean {
  const query = url.searchParams;
  return url.pathname === '/' && query.has('state') && (query.has('code') || query.has('error'));
}
