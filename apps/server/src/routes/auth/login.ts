import { authApi } from '@opinio/domain/api/auth';
import type { TLoginPayload } from '@opinio/domain/schemas/auth';
import type { FastifyRequest } from 'fastify';
import { signOut } from '#auth/act-as.ts';
import { principalFromRequest, requirePrincipal } from '#auth/auth-hook.ts';
import { isSsoOnlyHost } from '#auth/client-config.ts';
import { buildIdentity } from '#auth/identity.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { startSession } from '#auth/session-cookie.ts';
import { SESSION_COOKIE } from '#auth/sessions.ts';
import { signInWithin } from '#auth/sign-in.ts';
import { attemptLimiter, LIMITS, signInsPerIp, takeAll } from '#auth/sign-in-limits.ts';
import { unauthorized } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

const loginRoutes: RoutePlugin<'catalog' | 'config' | 'database' | 'oidc'> = async (app, { services }) => {
  const { db } = services.database;
  const accountKey = (request: FastifyRequest) =>
    `sign-in:${(request.body as TLoginPayload).username.trim().toLowerCase()}`;
  const failedForAccount = attemptLimiter(
    LIMITS.failuresPerAccount,
    accountKey,
    'Too many failed sign-ins for this account',
  );
  const failedFromIp = attemptLimiter(
    LIMITS.failuresPerIp,
    (request) => `sign-in-ip:${request.ip}`,
    'Too many failed sign-ins from your address',
  );

  app.route({
    ...routeOptions(authApi.login),
    ...signInsPerIp('login'),
    handler: async (request, reply) => {
      // A host of single sign-on only admits a root user's password alone (sign-in.ts).
      const input = { ...request.body, ssoOnly: await isSsoOnlyHost(db, request) };
      // A place under both failure limits before the password is checked (signInWithin).
      const attempt = takeAll(request, reply, [failedForAccount, failedFromIp]);
      const session = await signInWithin(db, input, attempt);
      const principal = await startSession(services, reply, session);
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
      await signOut(db, requirePrincipal(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  });
};

export default loginRoutes;
