import { authApi } from '@opinio/domain/api/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { buildIdentity } from '#auth/identity.ts';
import { userUniverses } from '#auth/principal.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { startSession } from '#auth/session-cookie.ts';
import { revokeSession } from '#auth/sessions.ts';
import { notFound } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * Moves the caller to another of their universes: the session is replaced by a new one
 * there (an impersonation carries over, within the universes of the user acted as).
 */
const changeUniverseRoutes: RoutePlugin<'catalog' | 'config' | 'database'> = async (app, { services }) => {
  const { db } = services.database;

  const changeUniverse = async (
    request: FastifyRequest<{ Params: { universe: string } }>,
    reply: FastifyReply,
  ) => {
    const principal = requirePrincipal(request);
    const universes = await userUniverses(db, principal.user);
    const universe = universes.find((u) => u.name === request.params.universe);
    if (!universe) throw notFound(`Universe ${request.params.universe} not found`);
    if (principal.sessionId) await revokeSession(db, principal.sessionId);
    const next = await startSession(services, reply, {
      universeId: universe.id,
      userId: principal.impersonator?.id ?? principal.user.id,
      persistent: principal.persistent,
      actAsUserId: principal.impersonator ? principal.user.id : null,
      ssoRoles: principal.ssoRoles,
    });
    return buildIdentity(db, services.catalog, next, requestLocale(request, next));
  };
  app.route({ ...routeOptions(authApi.enterUniverse), handler: changeUniverse });
  // The GET form the product's API contract names (deprecated; it needs the CSRF header too).
  app.route({ ...routeOptions(authApi.changeUniverse), handler: changeUniverse });
};

export default changeUniverseRoutes;
