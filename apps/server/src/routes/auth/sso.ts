import { authApi } from '@opinio/domain/api/auth';
import { tokenRoles } from '#access/role-permissions.ts';
import { buildIdentity } from '#auth/identity.ts';
import { ssoUniverse } from '#auth/oidc/sso-account.ts';
import { verifySsoSignIn } from '#auth/oidc/sso-sign-in.ts';
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
    ...signInsPerIp(app, 'validatekeycloak'),
    handler: async (request, reply) => {
      const { account, claims, config } = await verifySsoSignIn(services, request, request.body);
      const universe = await ssoUniverse(db, account, {
        universeName: request.body.universeName,
        claimUniverse: claims.universe,
        hostUniverseId: config.universeId,
      });
      const principal = await startSession(services, reply, {
        universeId: universe.id,
        userId: account.id,
        persistent: false,
        ssoRoles: tokenRoles(claims),
      });
      return buildIdentity(db, services.catalog, principal, requestLocale(request, principal));
    },
  });
};

export default ssoRoutes;
