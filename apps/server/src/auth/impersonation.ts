import type { Kysely } from 'kysely';
import { type AuditActor, type AuditRecord, audited } from '#audit/audit-log.ts';
import type { DB } from '#db/schema.ts';
import { forbidden, notFound } from '#lib/http-error.ts';
import { displayName, loadPrincipal, type Principal, userUniverses } from './principal.ts';
import { revokeSession, type SessionRow } from './sessions.ts';

export type ImpersonationEndReason =
  | 'logout'
  | 'ended'
  | 'replaced'
  | 'no_longer_root'
  | 'target_lost_access';

/**
 * The principal of a session. An impersonating session is checked again on every
 * request: if its user is no longer root, or the user acted as lost their access, the
 * impersonation ends, the session is revoked and the caller must sign in again.
 */
export async function sessionPrincipal(db: Kysely<DB>, session: SessionRow): Promise<Principal | null> {
  if (session.actAsUserId === null) return loadPrincipal(db, session);
  const real = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'is_root'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  const acted = real?.is_root ? await loadPrincipal(db, { ...session, userId: session.actAsUserId }) : null;
  if (!real || !acted) {
    await endSession(db, session, real?.is_root ? 'target_lost_access' : 'no_longer_root');
    return null;
  }
  const name = displayName({ username: real.username, firstName: real.first_name, lastName: real.last_name });
  return { ...acted, impersonator: { id: real.id, username: real.username, displayName: name } };
}

/**
 * Ends a session: it is revoked and, when it was impersonating, the end of the impersonation
 * is audited in the same transaction.
 */
export async function endSession(
  db: Kysely<DB>,
  session: Pick<SessionRow, 'sessionId' | 'userId' | 'actAsUserId' | 'universeId'>,
  reason: ImpersonationEndReason,
): Promise<void> {
  if (session.actAsUserId === null) return revokeSession(db, session.sessionId);
  const actor = {
    universeId: session.universeId,
    userId: session.userId,
    actingAsUserId: session.actAsUserId,
  };
  await audited(db, actor, 'impersonation.end', {
    write: (trx) => revokeSession(trx, session.sessionId),
    audit: () => ({ details: { reason } }),
  });
}

export interface ImpersonationTarget {
  userId: number;
  username: string;
  universe: { id: number; name: string };
}

/**
 * The user a root user wants to act as, and the universe to do it in: the one named,
 * else the preferred one (the root's current universe) when the user is a member there,
 * else the user's first universe. Root users cannot be impersonated.
 */
export async function impersonationTarget(
  db: Kysely<DB>,
  input: { username: string; universeName?: string; preferredUniverseId?: number },
): Promise<ImpersonationTarget> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'is_root'])
    .where('username', '=', input.username)
    .executeTakeFirst();
  if (!user) throw notFound(`No user named ${input.username}`);
  if (user.is_root) throw forbidden('A root user cannot be impersonated', { code: 'root_only' });
  const universes = await userUniverses(db, { id: user.id, isRoot: false });
  const universe = input.universeName
    ? universes.find((u) => u.name === input.universeName)
    : (universes.find((u) => u.id === input.preferredUniverseId) ?? universes[0]);
  if (!universe) {
    throw forbidden(
      input.universeName
        ? `${user.username} has no access to universe ${input.universeName}`
        : `${user.username} has no access to any universe`,
      { code: 'no_universe', params: input.universeName ? { universe: input.universeName } : {} },
    );
  }
  return { userId: user.id, username: user.username, universe };
}

/** The audit row of an impersonation's start, written with its session (`startSession`). */
export function impersonationStart(input: {
  realUserId: number;
  target: ImpersonationTarget;
  via: 'login' | 'impersonateuser';
}): { action: 'impersonation.start'; actor: AuditActor; record: AuditRecord } {
  return {
    action: 'impersonation.start',
    actor: {
      universeId: input.target.universe.id,
      userId: input.realUserId,
      actingAsUserId: input.target.userId,
    },
    record: {
      details: { via: input.via, username: input.target.username, universe: input.target.universe.name },
    },
  };
}
