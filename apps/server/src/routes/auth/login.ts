import { authApi } from '@opinio/domain/api/auth';
import type { TLoginPayload } from '@opinio/domain/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordAccount } from '#auth/account-repository.ts';
import { principalFromRequest, requirePrincipal } from '#auth/auth-hook.ts';
import { buildIdentity } from '#auth/identity.ts';
import { endSession, impersonationStart, impersonationTarget } from '#auth/impersonation.ts';
import { userUniverses } from '#auth/principal.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { startSession } from '#auth/session-cookie.ts';
import { SESSION_COOKIE } from '#auth/sessions.ts';
import { attemptLimiter, LIMITS, signInsPerIp } from '#auth/sign-in-limits.ts';
import { forbidden, HttpError, unauthorized } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { Services } from '#services.ts';

const WRONG_CREDENTIALS = 'Wrong user name or password';

const loginRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services.database;
  const accountKey = (request: FastifyRequest) =>
    `sign-in:${(request.body as TLoginPayload).username.trim().toLowerCase()}`;
  const failedForAccount = attemptLimiter(
    app,
    LIMITS.failuresPerAccount,
    accountKey,
    'Too many failed sign-ins for this account',
  );
  const failedFromIp = attemptLimiter(
    app,
    LIMITS.failuresPerIp,
    (request) => `sign-in-ip:${request.ip}`,
    'Too many failed sign-ins from your address',
  );

  app.route({
    ...routeOptions(authApi.login),
    ...signInsPerIp(app, 'login'),
    handler: async (request, reply) => {
      const body = request.body;
      await failedForAccount.check(request, reply);
      await failedFromIp.check(request, reply);
      // Unknown users and wrong passwords get the same answer after the same work.
      const user = await passwordAccount(db, body.username, body.password);
      if (!user) {
        await Promise.all([failedForAccount.count(request), failedFromIp.count(request)]);
        throw unauthorized(WRONG_CREDENTIALS, { code: 'wrong_credentials' });
      }
      if (body.actAsUser) {
        if (!user.isRoot) throw forbidden('Only root users may act as another user', { code: 'root_only' });
        const target = await impersonationTarget(db, {
          username: body.actAsUser,
          universeName: body.actAsUniverse ?? body.universe,
        });
        const principal = await startSession(services, reply, {
          universeId: target.universe.id,
          userId: user.id,
          persistent: body.remember,
          actAsUserId: target.userId,
          audit: impersonationStart({ realUserId: user.id, target, via: 'login' }),
        });
        return buildIdentity(db, services.catalog, principal, requestLocale(request, principal));
      }
      const universes = await userUniverses(db, user);
      const universe = body.universe ? universes.find((u) => u.name === body.universe) : universes[0];
      if (!universe) {
        throw new HttpError(
          { code: 'no_universe', params: body.universe ? { universe: body.universe } : {} },
          body.universe
            ? `You have no access to universe ${body.universe}`
            : 'Your account has no access to any universe',
        );
      }
      const principal = await startSession(services, reply, {
        universeId: universe.id,
        userId: user.id,
        persistent: body.remember,
      });
      return buildIdentity(db, services.catalog, principal, requestLocale(request, principal));
    },
  });

  // The session id travels in the HttpOnly cookie, never in script-readable storage.
  app.route({
    ...routeOptions(authApi.validateCookie),
    handler: async (request) => {
      const principal = await principalFromRequest(services, request);
      if (!principal) throw unauthorized('Your session has ended, sign in again');
      return buildIdentity(db, services.catalog, principal, requestLocale(request, principal));
    },
  });

  app.route({
    ...routeOptions(authApi.logout),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      if (principal.sessionId) {
        const session = {
          sessionId: principal.sessionId,
          userId: principal.impersonator?.id ?? principal.user.id,
          actAsUserId: principal.impersonator ? principal.user.id : null,
          universeId: principal.universe.id,
        };
        await endSession(db, session, 'logout');
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  });
};

export default loginRoutes;
