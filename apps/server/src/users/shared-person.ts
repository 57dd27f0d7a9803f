import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#db/schema.ts';
import { conflict, forbidden } from '#lib/http-error.ts';
import type { UserAdmin } from './user-admin-context.ts';

/**
 * One user record is one person, who may be a member of several universes. What belongs to
 * the membership (role, scope, state) is each universe's to change; what belongs to the
 * person (name, user name, e-mail address, language, password, the identity provider they
 * are bound to) is not: an administrator of
 * one universe who could change a shared person's e-mail address could send the invitation
 * to themselves, set the password and sign in to every other universe of that person.
 */
export const PERSON_FIELDS = {
  username: 'username',
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  locale: 'locale',
  sso_issuer: 'ssoIssuer',
} as const;

/** The person's fields after a change; the binding left out (undefined) stays as it is. */
export type PersonFields = { [K in Exclude<keyof typeof PERSON_FIELDS, 'sso_issuer'>]: string | null } & {
  sso_issuer?: string | null | undefined;
};

/** Whether the user is a member of a universe other than `universeId`. */
export async function memberElsewhere(
  db: Kysely<DB> | Transaction<DB>,
  universeId: number,
  userId: number,
): Promise<boolean> {
  const other = await db
    .selectFrom('memberships')
    .select('universe_id')
    .where('user_id', '=', userId)
    .where('universe_id', '!=', universeId)
    .executeTakeFirst();
  return other !== undefined;
}

/**
 * The first person field `next` changes on a shared person, or null when the change is the
 * administrator's to make (a root user, or a person of this universe only).
 */
export async function refusedPersonChange(
  admin: UserAdmin,
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  next: PersonFields,
): Promise<(typeof PERSON_FIELDS)[keyof typeof PERSON_FIELDS] | null> {
  if (admin.principal.user.isRoot) return null;
  const current = await db
    .selectFrom('users')
    .select(['username', 'email', 'first_name', 'last_name', 'locale', 'sso_issuer'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const changed = (Object.keys(PERSON_FIELDS) as Array<keyof typeof PERSON_FIELDS>).find(
    (column) => next[column] !== undefined && (current[column] ?? null) !== (next[column] ?? null),
  );
  if (!changed) return null;
  return (await memberElsewhere(db, admin.universeId, userId)) ? PERSON_FIELDS[changed] : null;
}

export const sharedPersonMessage =
  'This person is also a member of other universes: their name, user name, e-mail address, language and single sign-on binding are theirs to change';

/** Throws the 403 naming the field when the change touches a shared person. */
export async function checkPersonChange(
  admin: UserAdmin,
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  next: PersonFields,
): Promise<void> {
  const field = await refusedPersonChange(admin, db, userId, next);
  if (field) throw forbidden(sharedPersonMessage, { code: 'shared_person' }, field);
}

/**
 * An invitation lets whoever opens it choose the password: never for a person who can
 * already sign in and is a member of other universes (it would reset their password there).
 */
export async function checkInvitable(admin: UserAdmin, user: { id: number; canSignIn: boolean }) {
  if (admin.principal.user.isRoot || !user.canSignIn) return;
  if (await memberElsewhere(admin.db, admin.universeId, user.id)) {
    throw conflict(
      'This person already signs in with an account they also use in other universes: they can sign in here with it, no invitation is needed',
    );
  }
}
