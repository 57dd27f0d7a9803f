import type { ZAccountSave, ZPasswordChange } from '@opinio/domain/schemas/users';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { auditActor, audited } from '#audit/audit-log.ts';
import { hashPassword, verifyPassword } from '#auth/passwords.ts';
import type { Principal } from '#auth/principal.ts';
import type { DB } from '#db/schema.ts';
import { badRequest, forbidden } from '#lib/http-error.ts';

/** While a root user acts as someone, that someone's own account is not theirs to change. */
function ownAccount(principal: Principal) {
  if (principal.impersonator)
    throw forbidden('While acting as another user you cannot change their account', { code: 'own_account' });
  return principal.user.id;
}

/** The signed-in user's own name and language: the fields given, the others as they are. */
export async function saveAccount(db: Kysely<DB>, principal: Principal, input: z.infer<typeof ZAccountSave>) {
  const userId = ownAccount(principal);
  const after = {
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
    ...(input.locale !== undefined && { locale: input.locale }),
  };
  if (Object.keys(after).length === 0) return;
  await audited(db, auditActor(principal), 'user.account.update', {
    before: (trx) =>
      trx
        .selectFrom('users')
        .select(['first_name', 'last_name', 'locale'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
    write: async (trx) => {
      await trx
        .updateTable('users')
        .set({ first_name: input.firstName, last_name: input.lastName, locale: input.locale })
        .where('id', '=', userId)
        .execute();
    },
    audit: ({ before }) => {
      const was = { firstName: before.first_name, lastName: before.last_name, locale: before.locale };
      return {
        entity: { type: 'user', id: userId },
        before: Object.fromEntries(Object.keys(after).map((key) => [key, was[key as keyof typeof was]])),
        after,
      };
    },
  });
}

/**
 * Changes the signed-in user's password: the current one must be right (a 400 naming
 * `currentPassword` otherwise), and every other session of theirs ends.
 */
export async function changePassword(
  db: Kysely<DB>,
  principal: Principal,
  input: z.infer<typeof ZPasswordChange>,
): Promise<number> {
  const userId = ownAccount(principal);
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.password_hash === null) {
    throw badRequest(
      'You sign in with single sign-on: change your password at your identity provider',
      'currentPassword',
      { code: 'sso_password' },
    );
  }
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw badRequest('The current password is not right', 'currentPassword', { code: 'wrong_password' });
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest('Choose a password other than the current one', 'newPassword', {
      code: 'same_password',
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const { result: ended } = await audited(db, auditActor(principal), 'user.password.change', {
    write: async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
      let ended = trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (principal.sessionId) ended = ended.where('id', '!=', principal.sessionId);
      const result = await ended.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    audit: () => ({ entity: { type: 'user', id: userId } }),
  });
  return ended;
}
