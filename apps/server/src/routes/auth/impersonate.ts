import { authApi } from '@opinio/domain/api/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalFromRequest, requirePrincipal } from '#auth/auth-hook.ts';
import { buildIdentity } from '#auth/identity.ts';
import { endSession, impersonationStart, impersonationTarget } from '#auth/impersonation.ts';
import { verifySsoSignIn } from '#auth/oidc/sso-sign-in.ts';
import type { Principal } from '#auth/principal.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { startSession } from '#auth/session-cookie.ts';
import { signInsPerIp } from '#auth/sign-in-limits.ts';
import { forbidden, unauthorized } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { Services } from '#services.ts';

/** The session behind an impersonating principal, as the audit log records it. */
const impersonation = (principal: Principal, sessionId: string) => ({
  sessionId,
  userId: principal.impersonator?.id ?? principal.user.id,
  actAsUserId: principal.impersonator ? principal.user.id : null,
  universeId: principal.universe.id,
});

/** Root users act as another user to see what they see; every start and end is audited. */
const impersonateRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services.database;

  // Public so that, without a session, the provider's accessToken and idToken can sign in.
  app.route({
    ...routeOptions(authApi.impersonateUser),
    ...signInsPerIp(app, 'impersonateuser'),
    handler: async (request, reply) => {
      const body = request.body;
      const principal = await principalFromRequest(services, request);
      let real: { id: number; isRoot: boolean };
      if (principal) {
        real = principal.impersonator
          ? { id: principal.impersonator.id, isRoot: true }
          : { id: principal.user.id, isRoot: principal.user.isRoot };
      } else if (body.accessToken && body.idToken) {
        const { account } = await verifySsoSignIn(services, request, {
          accessToken: body.accessToken,
          idToken: body.idToken,
        });
        real = { id: account.id, isRoot: account.isRoot };
      } else {
        throw unauthorized();
      }
      if (!real.isRoot) throw forbidden('Only root users may act as another user', { code: 'root_only' });
      const target = await impersonationTarget(db, {
        username: body.userName,
        universeName: body.universeName,
        preferredUniverseId: principal?.universe.id,
      });
      if (principal?.sessionId) {
        await endSession(db, impersonation(principal, principal.sessionId), 'replaced');
      }
      const next = await startSession(services, reply, {
        universeId: target.universe.id,
        userId: real.id,
        persistent: principal?.persistent ?? false,
        actAsUserId: target.userId,
        audit: impersonationStart({ realUserId: real.id, target, via: 'impersonateuser' }),
      });
      return buildIdentity(db, services.catalog, next, requestLocale(request, next));
    },
  });

  // Back to oneself, in the same universe (root may enter any universe).
  app.route({
    ...routeOptions(authApi.endImpersonation),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      if (!principal.impersonator || !principal.sessionId) {
        return buildIdentity(db, services.catalog, principal, requestLocale(request, principal));
      }
      await endSession(db, impersonation(principal, principal.sessionId), 'ended');
      const self = await startSession(services, reply, {
        universeId: principal.universe.id,
        userId: principal.impersonator.id,
        persistent: principal.persistent,
      });
      return buildIdentity(db, services.catalog, self, requestLocale(request, self));
    },
  });
};

export default impersonateRoutes;
