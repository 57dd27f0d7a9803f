import { authApi } from '@opinio/domain/api/auth';
import { endImpersonation, impersonate } from '#auth/act-as.ts';
import { principalFromRequest, requirePrincipal } from '#auth/auth-hook.ts';
import { buildIdentity } from '#auth/identity.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { startSession } from '#auth/session-cookie.ts';
import { signInsPerIp } from '#auth/sign-in-limits.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Root users act as another user to see what they see (`auth/act-as.ts`). */
const impersonateRoutes: RoutePlugin<'catalog' | 'config' | 'database' | 'oidc'> = async (
  app,
  { services },
) => {
  const { db } = services.database;

  // Public so that, without a session, the provider's accessToken and idToken can sign in.
  app.route({
    ...routeOptions(authApi.impersonateUser),
    ...signInsPerIp('impersonateuser'),
    handler: async (request, reply) => {
      const current = await principalFromRequest(services, request);
      const session = await impersonate(services, request, current, request.body);
      const next = await startSession(services, reply, session);
      return buildIdentity(db, services.catalog, next, requestLocale(request, next));
    },
  });

  app.route({
    ...routeOptions(authApi.endImpersonation),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      const session = await endImpersonation(db, principal);
      const self = session ? await startSession(services, reply, session) : principal;
      return buildIdentity(db, services.catalog, self, requestLocale(request, self));
    },
  });
};

export default impersonateRoutes;
