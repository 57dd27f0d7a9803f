import type { BuiltInRole } from '@opinio/domain/permissions';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The id of a built-in role in a universe (every universe has them from its creation). */
export async function builtInRoleId(db: Kysely<DB>, universeId: number, role: BuiltInRole): Promise<number> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('universe_id', '=', universeId)
    .where('built_in', '=', role)
    .executeTakeFirstOrThrow();
  return row.id;
}
