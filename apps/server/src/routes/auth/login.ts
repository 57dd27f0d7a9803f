import { ZLoginPayload, ZUserIdentity, ZValidateCookie } from '@opinio/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalFromRequest, requirePrincipal } from '../../auth/auth-hook.ts';
import { buildIdentity } from '../../auth/identity.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { loadPrincipal, userUniverses } from '../../auth/principal.ts';
import { createSession, revokeSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';

const WRONG_CREDENTIALS = 'Wrong user name or password';

export const loginRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services.database;
  const policy = {
    idleMinutes: services.config.sessionIdleMinutes,
    rememberDays: services.config.sessionRememberDays,
  };

  app.post(
    '/api/vuejs/auth/login',
    { schema: { body: ZLoginPayload, response: { 200: ZUserIdentity } }, config: { public: true } },
    async (request, reply) => {
      const body = request.body;
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'is_root'])
        .where('username', '=', body.username)
        .executeTakeFirst();
      // Unknown users and wrong passwords get the same answer after the same work.
      const ok = await verifyPassword(user?.password_hash ?? null, body.password);
      if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
      const universes = await userUniverses(db, { id: user.id, isRoot: user.is_root });
      const universe = body.universe ? universes.find((u) => u.name === body.universe) : universes[0];
      if (!universe) {
        throw new HttpError(
          403,
          'no_universe',
          body.universe
            ? `You have no access to universe ${body.universe}`
            : 'Your account has no access to any universe',
        );
      }
      const persistent = body.remember;
      const session = await createSession(db, policy, {
        universeId: universe.id,
        userId: user.id,
        persistent,
      });
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: services.config.cookieSecure,
        ...(persistent ? { expires: session.expiresAt } : {}),
      });
      const principal = await loadPrincipal(db, {
        sessionId: session.sessionId,
        persistent,
        userId: user.id,
        universeId: universe.id,
      });
      if (!principal) throw unauthorized(WRONG_CREDENTIALS);
      return buildIdentity(db, services.catalog, principal);
    },
  );

  // The session id travels in the HttpOnly cookie, never in script-readable storage.
  app.post(
    '/api/vuejs/auth/validatecookie',
    { schema: { body: ZValidateCookie, response: { 200: ZUserIdentity } }, config: { public: true } },
    async (request) => {
      const principal = await principalFromRequest(services, request);
      if (!principal) throw unauthorized('Your session has ended, sign in again');
      return buildIdentity(db, services.catalog, principal);
    },
  );

  app.post(
    '/api/vuejs/auth/logout',
    { schema: { body: z.object({}).optional() } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      await revokeSession(db, principal.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );
};
