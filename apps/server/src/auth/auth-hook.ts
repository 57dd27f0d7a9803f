import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.ts';
import type { Services } from '../services.ts';
import { loadPrincipal, type Principal } from './principal.ts';
import { findSession, SESSION_COOKIE } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The route answers without sign-in. */
    public?: boolean;
  }
}

export async function principalFromRequest(
  services: Services,
  request: FastifyRequest,
): Promise<Principal | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const policy = {
    idleMinutes: services.config.sessionIdleMinutes,
    rememberDays: services.config.sessionRememberDays,
  };
  const session = await findSession(services.database.db, policy, token);
  return session ? loadPrincipal(services.database.db, session) : null;
}

/** One hook authenticates every /api route that is not marked public. */
export const authHook = fp(async (app: FastifyInstance, { services }: { services: Services }) => {
  app.decorateRequest('principal', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.public) return;
    request.principal = await principalFromRequest(services, request);
    if (!request.principal) throw unauthorized();
  });
});

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
