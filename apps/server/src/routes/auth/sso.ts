import { authApi } from '@opinio/domain/api/auth';
import { buildIdentity } from '#auth/identity.ts';
import { ssoSession } from '#auth/oidc/sso-sign-in.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { startSession } from '#auth/session-cookie.ts';
import { signInsPerIp } from '#auth/sign-in-limits.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * Single sign-on: the web app signs in at the OpenID provider and hands us its tokens.
 * We verify them, find our user and start a cookie session, as password login does.
 */
const ssoRoutes: RoutePlugin<'catalog' | 'config' | 'database' | 'oidc'> = async (app, { services }) => {
  const { db } = services.database;

  app.route({
    ...routeOptions(authApi.validateKeycloak),
    ...signInsPerIp('validatekeycloak'),
    handler: async (request, reply) => {
      const session = await ssoSession(services, request, request.body);
      const principal = await startSession(services, reply, session);
      return buildIdentity(db, services.catalog, principal, requestLocale(request, principal));
    },
  });
};

export default ssoRoutes;
