import { authApi } from '@opinio/domain/api/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { changeUniverse } from '#auth/act-as.ts';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { buildIdentity } from '#auth/identity.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { startSession } from '#auth/session-cookie.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * Moves the caller to another of their universes: the session is replaced by a new one
 * there (an impersonation carries over, within the universes of the user acted as).
 */
const changeUniverseRoutes: RoutePlugin<'catalog' | 'config' | 'database'> = async (app, { services }) => {
  const { db } = services.database;

  const moveUniverse = async (
    request: FastifyRequest<{ Params: { universe: string } }>,
    reply: FastifyReply,
  ) => {
    const session = await changeUniverse(db, requirePrincipal(request), request.params.universe);
    const next = await startSession(services, reply, session);
    return buildIdentity(db, services.catalog, next, requestLocale(request, next));
  };
  app.route({ ...routeOptions(authApi.enterUniverse), handler: moveUniverse });
  // The GET form the product's API contract names (deprecated; it needs the CSRF header too).
  app.route({ ...routeOptions(authApi.changeUniverse), handler: moveUniverse });
};

export default changeUniverseRoutes;
