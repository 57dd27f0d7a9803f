import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * The key that signs sharing links: SHARING_SECRET, or one generated on first use and
 * kept in server_secrets so that links survive restarts and every API process agrees
 * (the first process to insert wins; the others read its value).
 */
export async function sharingSecret(db: Kysely<DB>, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: 'sharing', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'sharing')
    .executeTakeFirstOrThrow();
  return row.value;
}
