import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

export const RESET_TTL_MINUTES = 45;
/** An invitation's link works for a week: people do not always read mail the same day. */
export const INVITATION_TTL_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The accounts a "forgot password" request names: by user name, or by mail address ignoring case. */
export function resetRecipients(db: Kysely<DB>, name: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'locale'])
    .where((eb) => eb.or([eb('username', '=', name), eb(sql`lower(email)`, '=', name.toLowerCase())]))
    .execute();
}

/**
 * A single-use token to set a password; the mail carries the token, the table only its
 * hash. An invitation replaces the user's earlier invitations (their links stop working).
 */
export async function createPasswordReset(
  db: Kysely<DB>,
  userId: number,
  purpose: 'reset' | 'invitation' = 'reset',
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const ttl = purpose === 'invitation' ? INVITATION_TTL_DAYS * 86_400_000 : RESET_TTL_MINUTES * 60_000;
  const expiresAt = new Date(Date.now() + ttl);
  if (purpose === 'invitation') {
    await db
      .updateTable('password_resets')
      .set({ expires_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'invitation')
      .where('used_at', 'is', null)
      .execute();
  }
  await db
    .insertInto('password_resets')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, purpose })
    .execute();
  return { token, expiresAt };
}

/** Whether a reset token is open (unused, not expired): checked before a password is hashed. */
export async function isOpenPasswordReset(db: Kysely<DB>, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses a reset token: sets the new password hash, marks this and every other open token
 * of the user used and revokes all the user's sessions, in one transaction. Answers the
 * user's id, or null for an unknown, used or expired token.
 */
export async function resetPassword(
  db: Kysely<DB>,
  token: string,
  passwordHash: string,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const reset = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!reset) return null;
    const userId = reset.user_id;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    return userId;
  });
}
