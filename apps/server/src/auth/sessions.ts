import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

export const SESSION_COOKIE = 'opinio_session';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionPolicy {
  idleMinutes: number;
  rememberDays: number;
}

export interface SessionRow {
  sessionId: string;
  universeId: number;
  /** The user who signed in (the root user while impersonating). */
  userId: number;
  persistent: boolean;
  /** Impersonation: the user the root user acts as. */
  actAsUserId: number | null;
  /** A single sign-on session: the token's roles at sign-in. */
  ssoRoles?: readonly string[] | null;
}

/** Sessions live in PostgreSQL; the cookie holds a random token, the table its hash. */
export async function createSession(
  db: Kysely<DB>,
  policy: SessionPolicy,
  input: {
    universeId: number;
    userId: number;
    persistent: boolean;
    actAsUserId?: number | null;
    userAgent?: string | null;
    ssoRoles?: readonly string[] | null;
  },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = input.persistent
    ? new Date(Date.now() + policy.rememberDays * 86_400_000)
    : new Date(Date.now() + 7 * 86_400_000); // hard cap; idle timeout applies first
  const sessionId = hashToken(token);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      universe_id: input.universeId,
      user_id: input.userId,
      persistent: input.persistent,
      expires_at: expiresAt,
      act_as_user_id: input.actAsUserId ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      sso_roles: input.ssoRoles ? [...input.ssoRoles] : null,
    })
    .execute();
  if (!input.actAsUserId) {
    await db
      .updateTable('users')
      .set({ last_sign_in_at: new Date() })
      .where('id', '=', input.userId)
      .execute();
  }
  return { token, sessionId, expiresAt };
}

export async function revokeSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

type SessionTimes = { persistent: boolean; last_seen_at: Date; expires_at: Date; revoked_at: Date | null };

/**
 * Whether a session row is live: not revoked, not expired, not idle too long without
 * "remember". A live session's last activity is recorded at most once a minute.
 */
export async function keepSessionAlive(
  db: Kysely<DB>,
  policy: SessionPolicy,
  id: string,
  row: SessionTimes | undefined,
): Promise<boolean> {
  if (!row || row.revoked_at) return false;
  const now = Date.now();
  if (new Date(row.expires_at).getTime() <= now) return false;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (!row.persistent && now - lastSeen > policy.idleMinutes * 60_000) return false;
  if (now - lastSeen > 60_000) {
    await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id', '=', id).execute();
  }
  return true;
}
