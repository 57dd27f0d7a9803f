import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { enterUniverse } from '#db/tenant-context.ts';
import { HttpError, missingPermission, rootOnly, unauthorized } from '#lib/http-error.ts';
import type { AuthServices } from './auth-services.ts';
import { bearerPrincipal } from './oidc/sso-sign-in.ts';
import type { Principal } from './principal.ts';
import { sessionPolicy } from './session-cookie.ts';
import { principalForToken } from './session-principal.ts';
import { SESSION_COOKIE } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The route answers without sign-in. */
    public?: boolean;
  }
}

/** The access token of an `Authorization: Bearer` header. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/**
 * The caller: the session cookie's principal (the cookie wins, so a universe change or an
 * impersonation holds), else a single sign-on access token sent as Bearer.
 */
export async function principalFromRequest(
  services: Pick<AuthServices, 'config' | 'database' | 'oidc'>,
  request: FastifyRequest,
): Promise<Principal | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const principal = await principalForToken(services.database, sessionPolicy(services), token);
    if (principal) return principal;
  }
  const accessToken = bearerToken(request);
  if (!accessToken) return null;
  try {
    return await bearerPrincipal(services, request, accessToken);
  } catch (error) {
    // A bearer token on a host without single sign-on is simply not a sign-in.
    if (error instanceof HttpError && error.code === 'sso_not_configured') return null;
    throw error;
  }
}

/**
 * One hook authenticates every /api route that is not marked public. It runs on the
 * request, before the body is read and validated: a caller without a credential never costs
 * a parse or a schema check.
 */
export const authHook = fp(async (app: FastifyInstance, { services }: { services: AuthServices }) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const { config } = request.routeOptions;
    // A writing API-key call is checked by the API keys' own hook (api-keys/api-key-hook.ts).
    if (config.apiKey && request.method !== 'GET' && request.method !== 'HEAD') return;
    if (config.public) return;
    request.principal = await principalFromRequest(services, request);
    if (!request.principal) throw unauthorized();
    // From here on, PostgreSQL shows this request its universe's rows only.
    enterUniverse(request.principal.universe.id);
    // The route's permission (from the route table) before anything else is read.
    const permission = config.apiRoute?.permission;
    if (permission && !request.principal.permissions.has(permission)) throw missingPermission(permission);
    if (config.apiRoute?.root && !request.principal.user.isRoot) throw rootOnly();
  });
});

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
