import { createHash } from 'node:crypto';
import type { TSessionInfo } from '@opinio/domain/schemas/users';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { forbidden, notFound } from '#lib/http-error.ts';
import { memberInReach, type UserAdmin } from './user-admin-context.ts';

/**
 * A session's id as the session list shows it: derived from the stored hash, so neither
 * the cookie's token nor the stored hash ever leaves the server.
 */
const publicSessionId = (sessionId: string) =>
  createHash('sha256').update(`session-list:${sessionId}`).digest('base64url').slice(0, 22);

/** A user's open sessions in a universe (not revoked, not expired), the newest first. */
export async function sessionsOf(
  db: Kysely<DB>,
  universeId: number,
  userId: number,
  currentSessionId: string | null,
): Promise<TSessionInfo[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'persistent', 'user_agent'])
    .where('universe_id', '=', universeId)
    .where('user_id', '=', userId)
    .where('act_as_user_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    persistent: row.persistent,
    userAgent: row.user_agent,
    current: row.id === currentSessionId,
  }));
}

/** Revokes one of a user's sessions by its listed id; false when there is no such open session. */
async function revokeListedSession(
  db: Kysely<DB>,
  universeId: number,
  userId: number,
  listedId: string,
): Promise<boolean> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('universe_id', '=', universeId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const session = rows.find((row) => publicSessionId(row.id) === listedId);
  if (!session) return false;
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', session.id).execute();
  return true;
}

/**
 * Ends one of a member's open sessions, by its listed id. One's own (not while impersonating)
 * needs no more; anybody else's needs `users.manage` and the member within the caller's reach.
 */
export async function endMemberSession(admin: UserAdmin, userId: number, listedId: string): Promise<true> {
  if (userId !== admin.principal.user.id || admin.principal.impersonator) {
    if (!admin.principal.permissions.has('users.manage'))
      throw forbidden('Only user administrators end other users’ sessions', {
        code: 'missing_permission',
        params: { permission: 'users.manage' },
      });
    await memberInReach(admin, userId);
  }
  const revoked = await revokeListedSession(admin.db, admin.universeId, userId, listedId);
  if (!revoked) throw notFound('No such open session');
  return revoked;
}
