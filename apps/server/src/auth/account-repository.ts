import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { verifyPassword } from './passwords.ts';

/** The user a password sign-in is for. */
export interface PasswordAccount {
  id: number;
  isRoot: boolean;
}

/**
 * The account of a user name whose password is right; null for an unknown user name and
 * for a wrong password alike, after the same work (a password is verified either way).
 */
export async function passwordAccount(
  db: Kysely<DB>,
  username: string,
  password: string,
): Promise<PasswordAccount | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_root'])
    .where('username', '=', username)
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  return user && ok ? { id: user.id, isRoot: user.is_root } : null;
}
