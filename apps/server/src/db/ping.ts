import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/** A round trip to the database (the health check). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
