import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { forbidden, notFound, unauthorized } from '#lib/http-error.ts';
import type { AuthServices } from './auth-services.ts';
import { endSession, impersonationStart, impersonationTarget } from './impersonation.ts';
import { verifySsoSignIn } from './oidc/sso-sign-in.ts';
import { type Principal, userUniverses } from './principal.ts';
import type { NewSession } from './session-cookie.ts';
import { revokeSession } from './sessions.ts';

/**
 * Root users act as another user to see what they see; every start and end is audited.
 * These use cases end the caller's session where needed and answer the session to start
 * next (`startSession` sets its cookie).
 */

/** The session behind an impersonating principal, as the audit log records it. */
const impersonation = (principal: Principal, sessionId: string) => ({
  sessionId,
  userId: principal.impersonator?.id ?? principal.user.id,
  actAsUserId: principal.impersonator ? principal.user.id : null,
  universeId: principal.universe.id,
});

interface ActAs {
  /** The caller's session, if any. */
  current: Principal | null;
  /** Without a session: the account the provider's tokens signed in, if they were sent. */
  ssoAccount: { id: number; isRoot: boolean } | null;
  userName: string;
  universeName?: string | undefined;
}

/**
 * A root user (the one really signed in, also while impersonating) starts acting as
 * another user: in the universe named, else the current one when the user is a member
 * there, else the user's first. A session it replaces is ended first.
 */
async function startImpersonation(db: Kysely<DB>, input: ActAs): Promise<NewSession> {
  const { current } = input;
  let real: { id: number; isRoot: boolean };
  if (current) {
    real = current.impersonator
      ? { id: current.impersonator.id, isRoot: true }
      : { id: current.user.id, isRoot: current.user.isRoot };
  } else if (input.ssoAccount) {
    real = input.ssoAccount;
  } else {
    throw unauthorized();
  }
  if (!real.isRoot) throw forbidden('Only root users may act as another user', { code: 'root_only' });
  const target = await impersonationTarget(db, {
    username: input.userName,
    universeName: input.universeName,
    preferredUniverseId: current?.universe.id,
  });
  if (current?.sessionId) {
    await endSession(db, impersonation(current, current.sessionId), 'replaced');
  }
  return {
    universeId: target.universe.id,
    userId: real.id,
    persistent: current?.persistent ?? false,
    actAsUserId: target.userId,
    audit: impersonationStart({ realUserId: real.id, target, via: 'impersonateuser' }),
  };
}

/**
 * Back to oneself, in the same universe (root may enter any universe): the impersonation's
 * session ends and the root user's own is the one to start. Null when the caller is not
 * impersonating: their session stays as it is.
 */
export async function endImpersonation(db: Kysely<DB>, principal: Principal): Promise<NewSession | null> {
  if (!principal.impersonator || !principal.sessionId) return null;
  await endSession(db, impersonation(principal, principal.sessionId), 'ended');
  return {
    universeId: principal.universe.id,
    userId: principal.impersonator.id,
    persistent: principal.persistent,
  };
}

/** Signing out ends the caller's session (and, when impersonating, audits the impersonation's end). */
export async function signOut(db: Kysely<DB>, principal: Principal): Promise<void> {
  if (principal.sessionId) await endSession(db, impersonation(principal, principal.sessionId), 'logout');
}

/**
 * `startImpersonation` for a call: without a session, the provider's access and ID tokens
 * (when both are sent) are verified and name the root user who acts.
 */
export async function impersonate(
  services: Pick<AuthServices, 'database' | 'oidc'>,
  request: FastifyRequest,
  current: Principal | null,
  input: {
    accessToken?: string | undefined;
    idToken?: string | undefined;
    userName: string;
    universeName?: string | undefined;
  },
): Promise<NewSession> {
  const { accessToken, idToken, userName, universeName } = input;
  const ssoAccount =
    !current && accessToken && idToken
      ? (await verifySsoSignIn(services, request, { accessToken, idToken })).account
      : null;
  return startImpersonation(services.database.db, { current, ssoAccount, userName, universeName });
}

/**
 * The caller moves to another of their universes (404 for one that is not theirs): their
 * session ends and the one to start there is answered; an impersonation carries over, within
 * the universes of the user acted as.
 */
export async function changeUniverse(
  db: Kysely<DB>,
  principal: Principal,
  universeName: string,
): Promise<NewSession> {
  const universes = await userUniverses(db, principal.user);
  const universe = universes.find((u) => u.name === universeName);
  if (!universe) throw notFound(`Universe ${universeName} not found`);
  if (principal.sessionId) await revokeSession(db, principal.sessionId);
  return {
    universeId: universe.id,
    userId: principal.impersonator?.id ?? principal.user.id,
    persistent: principal.persistent,
    actAsUserId: principal.impersonator ? principal.user.id : null,
    ssoRoles: principal.ssoRoles,
  };
}
