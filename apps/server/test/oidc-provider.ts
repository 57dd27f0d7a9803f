import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { authorizationCodeFlow, DEFAULT_REDIRECT, SCOPE } from './oidc-code-flow.ts';

/**
 * A real OpenID provider in process (panva's oidc-provider) that issues Keycloak-shaped
 * tokens: JWT access tokens with azp, realm_access, resource_access, universe and
 * universes, and ID tokens with the same claims. It is mounted under `/realms/<realm>` as
 * Keycloak is, so that `client_configs` row { idp_url: origin, realm } works unchanged;
 * `realm: null` mounts it at the root (the generic issuer rule, realm '').
 *
 * Tests get tokens with `signIn(username)`: the authorization code flow with PKCE, driven
 * through the devInteractions login form with fetch and a cookie jar. A browser can use
 * the same form (`input[name=login]`: the username, any password).
 */
export interface OidcAccount {
  username: string;
  /** The subject; default a random UUID, as Keycloak's. */
  sub?: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  realmRoles?: string[];
  /** Roles per client id (resource_access). */
  clientRoles?: Record<string, string[]>;
  universe?: string;
  universes?: string[];
}

export interface OidcProviderOptions {
  port?: number;
  accounts: OidcAccount[];
  /** Keycloak realm to mount under; null: at the root. Default 'opinio'. */
  realm?: string | null;
  /** Public clients (PKCE); default one, 'opinio-web'. */
  clients?: Array<{ clientId: string; redirectUris?: string[] }>;
  /** Lifetime of every token issued (browsers included), seconds; default 300. */
  ttlSeconds?: number;
}

export interface SignInOptions {
  clientId?: string;
  /** Lifetime of the tokens, seconds (default 300). */
  ttlSeconds?: number;
}

export interface OidcProviderHandle {
  origin: string;
  issuer: string;
  jwksUri: string;
  realm: string | null;
  clientId: string;
  provider: Provider;
  /** The provider's private signing key: lets a test vary one claim of a genuine token. */
  signingKey: JWK;
  signIn(username: string, options?: SignInOptions): Promise<{ accessToken: string; idToken: string }>;
  /** Lifetime of the tokens issued from now on, seconds (e.g. short, to see renewals). */
  setTokenTtl(seconds: number): void;
  stop(): Promise<void>;
}

const RESOURCE = 'urn:opinio:api';

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProviderHandle> {
  const realm = options.realm === undefined ? 'opinio' : options.realm;
  const mount = realm ? `/realms/${realm}` : '';
  const clients = options.clients ?? [{ clientId: 'opinio-web' }];
  const accounts = options.accounts.map((a) => ({ ...a, sub: a.sub ?? randomUUID() }));
  const findAccount = (id: string) => accounts.find((a) => a.sub === id || a.username === id);
  let baseTtl = options.ttlSeconds ?? 300;
  let ttl = baseTtl;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}${mount}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-rs256', alg: 'RS256', use: 'sig' };
  const keycloakClaims = (account: (typeof accounts)[number]) => ({
    preferred_username: account.username,
    email: account.email,
    given_name: account.givenName,
    family_name: account.familyName,
    realm_access: { roles: account.realmRoles ?? [] },
    resource_access: Object.fromEntries(
      Object.entries(account.clientRoles ?? {}).map(([client, roles]) => [client, { roles }]),
    ),
    universe: account.universe,
    universes: account.universes,
  });

  const configuration: Configuration = {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [...(c.redirectUris ?? []), DEFAULT_REDIRECT],
      post_logout_redirect_uris: [...(c.redirectUris ?? []), DEFAULT_REDIRECT],
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name'],
      email: ['email'],
      roles: ['realm_access', 'resource_access'],
      universes: ['universe', 'universes'],
    },
    // Keycloak puts the profile and custom claims in the ID token too.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const account = findAccount(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...keycloakClaims(account) }) };
    },
    // Keycloak-shaped access tokens: azp (the client) and the same claims.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token)) return undefined;
      const account = findAccount(String(token.accountId));
      return account ? { azp: token.clientId, typ: 'Bearer', ...keycloakClaims(account) } : undefined;
    },
    // No consent screen: a signed-in account has a grant (so prompt=none works too).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope(SCOPE);
      grant.addResourceScope(RESOURCE, SCOPE);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => RESOURCE,
        useGrantedResource: () => true,
        // Keycloak's access tokens say "account" as audience and name the client in azp.
        getResourceServerInfo: () => ({
          scope: SCOPE,
          audience: 'account',
          accessTokenFormat: 'jwt',
          accessTokenTTL: ttl,
        }),
      },
    },
    ttl: {
      IdToken: () => ttl,
      AccessToken: () => ttl,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
      RefreshToken: 3600,
      AuthorizationCode: 60,
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${mount}/`)) {
      res.writeHead(404).end();
      return;
    }
    // Mounted as Keycloak is: the provider reads its mount path from originalUrl.
    Object.assign(req, { originalUrl: url });
    req.url = url.slice(mount.length);
    callback(req, res);
  });

  return {
    origin,
    issuer,
    jwksUri: `${issuer}/jwks`,
    realm,
    clientId: clients[0].clientId,
    provider,
    signingKey,
    async signIn(username, signInOptions = {}) {
      const account = accounts.find((a) => a.username === username);
      if (!account) throw new Error(`No provider account ${username}`);
      ttl = signInOptions.ttlSeconds ?? baseTtl;
      try {
        return await authorizationCodeFlow(
          issuer,
          signInOptions.clientId ?? clients[0].clientId,
          account.sub,
        );
      } finally {
        ttl = baseTtl;
      }
    },
    setTokenTtl(seconds) {
      baseTtl = seconds;
      ttl = seconds;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
