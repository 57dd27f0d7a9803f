import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '#lib/http-error.ts';
import type { Database } from './database.ts';
import { DATABASE_UNAVAILABLE } from './database-unavailable.ts';
import { MIGRATIONS } from './migrations.ts';

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

/**
 * The readiness check's database part (GET /readyz): it answers, and every migration this
 * server knows has been applied (a process started against a database another, older one
 * migrated is not ready). 503 `unavailable` (logged) while it does not answer or lacks one.
 */
export async function databaseReadiness(database: Database, log: FastifyBaseLogger) {
  const health = await databaseHealth(database, log);
  const versions = MIGRATIONS.map((migration) => migration.version);
  let applied: number;
  try {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM schema_migrations WHERE version = ANY(${versions}::int[])`.execute(
      database.db,
    );
    applied = rows[0]?.n ?? 0;
  } catch (error) {
    log.warn({ err: error }, 'readiness: the migrations could not be read');
    throw new HttpError({ code: 'unavailable' }, DATABASE_UNAVAILABLE);
  }
  if (applied < versions.length)
    throw new HttpError(
      { code: 'unavailable' },
      `The database lacks ${versions.length - applied} of this server's ${versions.length} migrations: they are applied at start`,
    );
  return { ...health, migrations: applied };
}
