import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The survey's data version: raised by every write of its interview data. */
export async function surveyLoadCount(
  db: Kysely<DB>,
  survey: { id: number; universeId: number },
): Promise<number> {
  const row = await db
    .selectFrom('surveys')
    .select('load_count')
    .where('id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .executeTakeFirstOrThrow();
  return Number(row.load_count);
}
