import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The company a report is for, and the person who asked for it, as a report names them. */
export async function reportPeople(
  db: Kysely<DB>,
  universeId: number,
  userId: number | null,
): Promise<{ company: string; preparedFor: string | null; email: string | null }> {
  const universe = await db
    .selectFrom('universes')
    .select(['name', 'title'])
    .where('id', '=', universeId)
    .executeTakeFirst();
  const user =
    userId === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['username', 'first_name', 'last_name', 'email'])
          .where('id', '=', userId)
          .executeTakeFirst();
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return {
    company: universe?.title || universe?.name || '',
    preparedFor: user ? fullName || user.username : null,
    email: user?.email ?? null,
  };
}
