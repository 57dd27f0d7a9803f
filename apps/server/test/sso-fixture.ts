import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';
import { CSRF_HEADER, type TestApp } from './harness.ts';
import { type OidcProviderHandle, startOidcProvider } from './oidc-provider.ts';

/** Hosts of the single sign-on tests: Keycloak-shaped (realm) and generic (no realm). */
export const SSO_HOST = 'sso.localhost';
export const GENERIC_HOST = 'generic.localhost';

export interface SsoProviders {
  keycloak: OidcProviderHandle;
  generic: OidcProviderHandle;
  stop(): Promise<void>;
}

/** Two real providers with the demo's users (and one we do not know). */
export async function startSsoProviders(): Promise<SsoProviders> {
  const accounts = [
    { username: 'multi', email: 'multi@example.com', universe: 'acme', universes: ['acme', 'demo'] },
    // Claims that would make a store manager root and admin everywhere, if we trusted them.
    {
      username: 'store',
      realmRoles: ['root', 'admin'],
      clientRoles: { 'opinio-web': ['root', 'admin'] },
      universe: 'acme',
      universes: ['acme', 'demo'],
    },
    { username: 'root' },
    { username: 'stranger' },
  ];
  const keycloak = await startOidcProvider({
    accounts,
    clients: [{ clientId: 'opinio-web' }, { clientId: 'other-app' }],
  });
  const generic = await startOidcProvider({ accounts, realm: null });
  return {
    keycloak,
    generic,
    async stop() {
      await keycloak.stop();
      await generic.stop();
    },
  };
}

/** client_configs rows for both hosts; the generic one has no realm. */
export async function configureSsoHosts(t: TestApp, providers: SsoProviders): Promise<void> {
  const row = (domain: string, idpUrl: string, realm: string) => ({
    domain,
    universe_id: null,
    idp_url: idpUrl,
    realm,
    client_id: 'opinio-web',
  });
  await t.database.db
    .insertInto('client_configs')
    .values([
      row(SSO_HOST, providers.keycloak.origin, 'opinio'),
      row(GENERIC_HOST, providers.generic.issuer, ''),
    ])
    .execute();
}

export const validateKeycloak = (t: TestApp, tokens: Record<string, unknown>, host = SSO_HOST) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vuejs/auth/validatekeycloak',
    headers: { host, ...CSRF_HEADER },
    payload: tokens,
  });

/** Signs claims with the header's type of `like` (an access token's `at+jwt`, an ID token's own). */
const sign = (claims: JWTPayload, key: CryptoKey | Uint8Array, like: string) => {
  const { typ } = decodeProtectedHeader(like);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-rs256', ...(typ ? { typ } : {}) })
    .sign(key);
};

/** A genuine token's claims, changed, signed with the provider's own key. */
export const resign = async (provider: OidcProviderHandle, token: string, change: JWTPayload) =>
  sign(
    { ...decodeJwt(token), ...change },
    (await importJWK(provider.signingKey, 'RS256')) as CryptoKey,
    token,
  );

/** A genuine token's claims signed with another key (same key id). */
export const forge = async (token: string) =>
  sign(decodeJwt(token), (await generateKeyPair('RS256')).privateKey, token);
