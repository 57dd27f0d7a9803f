import type { TSignInTokenClaims } from '@opinio/domain/schemas/auth';
import type { FastifyRequest } from 'fastify';
import { tokenRoles } from '#access/role-permissions.ts';
import type { AuthServices } from '#auth/auth-services.ts';
import { type ClientConfig, clientConfigFor, requestDomain } from '#auth/client-config.ts';
import { loadPrincipal, type Principal } from '#auth/principal.ts';
import type { NewSession } from '#auth/session-cookie.ts';
import { HttpError } from '#lib/http-error.ts';
import { issuerFor } from './issuer.ts';
import { invalidToken, type OidcClient } from './oidc-verifier.ts';
import { type SsoAccount, ssoAccount, ssoUniverse } from './sso-account.ts';

export interface SsoSignIn {
  account: SsoAccount;
  claims: TSignInTokenClaims;
  config: ClientConfig;
}

async function hostClient(services: Pick<AuthServices, 'database'>, request: FastifyRequest) {
  const domain = requestDomain(request);
  const config = await clientConfigFor(services.database.db, domain);
  if (!config) {
    throw new HttpError(
      { code: 'sso_not_configured', params: { domain } },
      `Single sign-on is not configured for ${domain}`,
    );
  }
  const client: OidcClient = {
    issuer: issuerFor({ idp_url: config.idpUrl, realm: config.realm }),
    clientId: config.clientId,
  };
  return { config, client };
}

/** Verifies a sign-in's access and ID tokens (same subject) and finds our user. */
export async function verifySsoSignIn(
  services: Pick<AuthServices, 'database' | 'oidc'>,
  request: FastifyRequest,
  tokens: { accessToken: string; idToken: string },
): Promise<SsoSignIn> {
  const { config, client } = await hostClient(services, request);
  const [access, id] = await Promise.all([
    services.oidc.verify('access', tokens.accessToken, client),
    services.oidc.verify('id', tokens.idToken, client),
  ]);
  if (access.sub !== id.sub) throw invalidToken('the access and ID tokens name different subjects');
  // Profile claims from the ID token win; Keycloak puts the roles in the access token.
  const claims = { ...access, ...id };
  const account = await ssoAccount(services.database.db, claims, client.issuer);
  return { account, claims, config };
}

/**
 * The session a single sign-on starts: the provider's tokens verified, our user found, in the
 * universe named, else the token's universe claim, else the host's, else the user's first
 * (see ssoUniverse); the token's roles kept for the role mappings.
 */
export async function ssoSession(
  services: Pick<AuthServices, 'database' | 'oidc'>,
  request: FastifyRequest,
  signIn: { accessToken: string; idToken: string; universeName?: string | undefined },
): Promise<NewSession> {
  const { account, claims, config } = await verifySsoSignIn(services, request, signIn);
  const universe = await ssoUniverse(services.database.db, account, {
    universeName: signIn.universeName,
    claimUniverse: claims.universe,
    hostUniverseId: config.universeId,
  });
  return { universeId: universe.id, userId: account.id, persistent: false, ssoRoles: tokenRoles(claims) };
}

/**
 * The principal of an `Authorization: Bearer <access token>` request, verified on every
 * request with the cached keys. There is no session: the universe is the token's
 * universe claim, else the host's, else the user's first (see ssoUniverse).
 */
export async function bearerPrincipal(
  services: Pick<AuthServices, 'database' | 'oidc'>,
  request: FastifyRequest,
  accessToken: string,
): Promise<Principal | null> {
  const { db } = services.database;
  const { config, client } = await hostClient(services, request);
  const claims = await services.oidc.verify('access', accessToken, client);
  const account = await ssoAccount(db, claims, client.issuer);
  const universe = await ssoUniverse(db, account, {
    claimUniverse: claims.universe,
    hostUniverseId: config.universeId,
  });
  return loadPrincipal(db, {
    sessionId: null,
    persistent: false,
    userId: account.id,
    universeId: universe.id,
    ssoRoles: tokenRoles(claims),
  });
}
