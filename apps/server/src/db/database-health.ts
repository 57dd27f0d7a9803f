import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '#lib/http-error.ts';
import type { Database } from './database.ts';
import { DATABASE_UNAVAILABLE } from './database-unavailable.ts';

/**
 * The health check: the database's kind and the round trip of a `SELECT 1` in milliseconds
 * (two decimals), or a 503 `unavailable` (logged) while the database does not answer.
 */
export async function databaseHealth(database: Database, log: FastifyBaseLogger) {
  const start = performance.now();
  try {
    await sql`SELECT 1`.execute(database.db);
  } catch (error) {
    log.warn({ err: error }, 'health: the database does not answer');
    throw new HttpError({ code: 'unavailable' }, DATABASE_UNAVAILABLE);
  }
  const databaseMs = Math.round((performance.now() - start) * 100) / 100;
  return { status: 'ok' as const, database: database.kind, databaseMs };
}
