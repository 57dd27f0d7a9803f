import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { type AuditAction, type AuditActor, type AuditRecord, audited } from '#audit/audit-log.ts';
import type { DB } from '#db/schema.ts';
import { enterUniverse } from '#db/tenant-context.ts';
import { unauthorized } from '#lib/http-error.ts';
import type { AuthServices } from './auth-services.ts';
import { sessionPrincipal } from './impersonation.ts';
import type { Principal } from './principal.ts';
import { createSession, SESSION_COOKIE } from './sessions.ts';

export interface NewSession {
  universeId: number;
  /** The user who signed in (the root user when impersonating). */
  userId: number;
  persistent: boolean;
  actAsUserId?: number | null;
  /** The browser, for the user's session list. */
  userAgent?: string | null;
  /** A single sign-on sign-in: the token's roles (see tokenRoles), kept for the role mappings. */
  ssoRoles?: readonly string[] | null;
  /** The audit row written with the session, in its transaction (an impersonation's start). */
  audit?: { action: AuditAction; actor: AuditActor; record: AuditRecord };
}

export const sessionPolicy = (services: Pick<AuthServices, 'config'>) => ({
  idleMinutes: services.config.sessionIdleMinutes,
  rememberDays: services.config.sessionRememberDays,
});

/**
 * Starts a session, sets its HttpOnly cookie and answers its principal. Every sign-in,
 * universe change and impersonation goes through here, so the session id always changes
 * when who or where the caller is changes.
 */
export async function startSession(
  services: Pick<AuthServices, 'config' | 'database'>,
  reply: FastifyReply,
  input: NewSession,
): Promise<Principal> {
  const { db } = services.database;
  const { audit, ...fields } = input;
  const create = (trx: Kysely<DB>) =>
    createSession(trx, sessionPolicy(services), {
      ...fields,
      userAgent: input.userAgent ?? reply.request.headers['user-agent'] ?? null,
    });
  const session = audit
    ? (await audited(db, audit.actor, audit.action, { write: create, audit: () => audit.record })).result
    : await create(db);
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.cookieSecure,
    ...(input.persistent ? { expires: session.expiresAt } : {}),
  });
  const principal = await sessionPrincipal(db, {
    sessionId: session.sessionId,
    universeId: input.universeId,
    userId: input.userId,
    persistent: input.persistent,
    actAsUserId: input.actAsUserId ?? null,
    ssoRoles: input.ssoRoles ?? null,
  });
  if (!principal) throw unauthorized('The session could not be started; sign in again');
  // The rest of this request (the identity it answers) is the new session's universe.
  enterUniverse(principal.universe.id);
  return principal;
}
