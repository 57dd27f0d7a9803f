import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '#app.ts';
import { type AppConfig, loadConfig } from '#config.ts';
import { type Database, openDatabase } from '#db/database.ts';
import type { DB } from '#db/schema.ts';
import { seedDemo } from '#demo/seed-demo.ts';
import type { Services } from '#services.ts';
import { createDatabase } from '../../../scripts/pg-cluster.ts';

/** Every test that touches the database runs on both engines. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** The moment the test demo data ends, and "today" for relative time filters. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');

/**
 * A migrated, empty database of its own for the calling test: a copy of the one the run's
 * global setup migrated (a template database on PostgreSQL, a data-folder image on PGlite),
 * as migrating each took seconds.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    return openDatabase({ dataDir: null, image: new Blob([await readFile(inject('pgliteImage'))]) });
  }
  return openDatabase({ databaseUrl: await copyOf(inject('pgTemplate')), dataDir: null });
}

/**
 * A database of its own holding the demo data of `interviews` interviews (as `seedDemo`
 * writes them, ending at TEST_NOW): a copy of one seeded once per size, as seeding took
 * seconds per test file. On PostgreSQL the seeded database is a template `seeded_<n>`
 * shared by the run's workers; on PGlite each worker keeps an image per size.
 */
export async function seededTestDatabase(kind: DatabaseKind, interviews: number): Promise<Database> {
  if (kind === 'pglite') {
    return openDatabase({ dataDir: null, image: await memo(seededImages, interviews, seededImage) });
  }
  const template = await memo(seededTemplates, interviews, seededTemplate);
  return openDatabase({ databaseUrl: await copyOf(template), dataDir: null });
}

/**
 * The address of a PostgreSQL database of its own holding the demo data of `interviews`
 * interviews (as `seededTestDatabase`), for a server started in another process.
 */
export async function seededPostgresUrl(interviews: number): Promise<string> {
  return copyOf(await memo(seededTemplates, interviews, seededTemplate));
}

const seededImages = new Map<number, Promise<Blob>>();
const seededTemplates = new Map<number, Promise<string>>();

/** The promise kept for `key`, made once (and made again after a failure). */
function memo<T>(cache: Map<number, Promise<T>>, key: number, make: (key: number) => Promise<T>): Promise<T> {
  let made = cache.get(key);
  if (!made) {
    made = make(key);
    made.catch(() => cache.delete(key));
    cache.set(key, made);
  }
  return made;
}

async function seededImage(interviews: number): Promise<Blob> {
  const database = await openTestDatabase('pglite');
  try {
    await seedDemo(database.db, { interviews, now: TEST_NOW });
    return await database.image!();
  } finally {
    await database.close();
  }
}

/** `seeded_<n>`, seeded by the first worker that needs it while the others wait on a lock. */
async function seededTemplate(interviews: number): Promise<string> {
  const name = `seeded_${interviews}`;
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7261600, $1)', [interviews]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}"`);
      const database = await openDatabase({
        databaseUrl: await createDatabase(inject('pgUrl'), building, inject('pgTemplate')),
        dataDir: null,
      });
      try {
        await seedDemo(database.db, { interviews, now: TEST_NOW });
      } finally {
        await database.close();
      }
      await retryWhileBusy(() => client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
    }
    return name;
  } finally {
    await client.end();
  }
}

/** A new database copied from `template`. */
async function copyOf(template: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  return retryWhileBusy(() => createDatabase(inject('pgUrl'), name, template));
}

/**
 * PostgreSQL refuses to copy or rename a database while a session is still on it (55006):
 * a closed pool's sessions end a moment after it closed.
 */
async function retryWhileBusy<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    dataDir: null,
    // a test runs a detection when it needs one (no background run touching its survey)
    changeDetectionMs: 0,
    // and tells of plans past their due date when it needs to (PlanDueNotifier.runOnce)
    planDueMs: 0,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route registered, with its schemas and options. */
  routes: readonly RouteOptions[];
  services: Services;
  database: Database;
  close(): Promise<void>;
}

/** An app on a fresh database seeded with a small deterministic demo. */
export async function seededApp(
  kind: DatabaseKind,
  interviews = 3000,
  config: Partial<AppConfig> = {},
  /** "Today" of the app, when not the moment the demo data ends (a morning of that day). */
  today: Date = TEST_NOW,
  /** The app's ClickHouse (with `analyticsEngine: 'clickhouse'`), which the app does not close. */
  options: Pick<AppOptions, 'clickhouse'> = {},
): Promise<TestApp> {
  const database = await seededTestDatabase(kind, interviews);
  const { app, services, routes } = await buildApp({
    config: testConfig(config),
    database,
    today: () => today,
    ...options,
  });
  return {
    app,
    routes,
    services,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * An app on a database that stays open when the app closes (a restart of the server over
 * the same database and data folder).
 */
export async function appOn(
  database: Database,
  config: Partial<AppConfig> = {},
  /** Where its log lines go (with `logLevel` in `config`). */
  logStream?: NodeJS.WritableStream,
): Promise<{ app: FastifyInstance; services: Services; routes: readonly RouteOptions[] }> {
  return buildApp({ config: testConfig(config), database, today: () => TEST_NOW, logStream });
}

/** Signs in through the API and returns the session cookie header. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/vuejs/auth/login',
    headers: CSRF_HEADER,
    payload: { username, password: 'demo', ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'opinio_session');
  if (!cookie) throw new Error('No session cookie');
  return `opinio_session=${cookie.value}`;
}

export const path = (text: string) => encodeURIComponent(text);

/** The header every state-changing call of the web app sends (CSRF protection). */
/** The id of a seeded universe by its name ('demo', 'acme'). */
export async function universeIdOf(db: Kysely<DB>, name: string): Promise<number> {
  return (await db.selectFrom('universes').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
}

export const CSRF_HEADER = { 'x-requested-with': 'opinio' } as const;

/** What every writer of a survey's data does: raise its loadCount (the read model follows it). */
export async function raiseLoadCount(db: Kysely<DB>, surveyId: number): Promise<void> {
  await db
    .updateTable('surveys')
    .set((eb) => ({ load_count: eb('load_count', '+', 1) }))
    .where('id', '=', surveyId)
    .execute();
}

/** A survey's data version (loadCount) as stored, by its name. */
export async function storedLoadCount(db: Kysely<DB>, surveyExtName = 'cx'): Promise<number> {
  const row = await db
    .selectFrom('surveys')
    .select('load_count')
    .where('ext_name', '=', surveyExtName)
    .executeTakeFirstOrThrow();
  return Number(row.load_count);
}

/** How many interviews the KPI tiles count at the top of the organisation, for the session `cookie`. */
export async function interviewCount(
  app: FastifyInstance,
  cookie: string,
  surveyExtName = 'cx',
): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/vuejs/analytics/kpis/${surveyExtName}/${path('org,all')}`,
    headers: { cookie },
  });
  if (response.statusCode !== 200)
    throw new Error(`KPI call answered ${response.statusCode}: ${response.body}`);
  return (response.json() as TKpiResponse).nInterviews;
}
