import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { forbidden, unauthorized } from '#lib/http-error.ts';
import { endSession, impersonationStart, impersonationTarget } from './impersonation.ts';
import type { Principal } from './principal.ts';
import type { NewSession } from './session-cookie.ts';

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

export interface ActAs {
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
export async function startImpersonation(db: Kysely<DB>, input: ActAs): Promise<NewSession> {
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
