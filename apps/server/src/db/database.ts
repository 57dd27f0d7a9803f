import { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { postgresTarget } from '#lib/postgres-url.ts';
import { IS_SUPERUSER_SQL, PREPARE_APPLICATION_ROLE, SWITCH_ROLE_SQL } from './application-role.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { MIGRATIONS } from './migrations.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { ANALYZE_GIVE_WAY_MS, STALE_TABLES_SQL } from './planner-statistics.ts';
import type { DB } from './schema.ts';
import { TenantSettings } from './tenant-context.ts';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The server's address (PostgreSQL only): for LISTEN on a connection of its own. */
  url?: string;
  /** Runs a script of several statements (simple query protocol). */
  exec(script: string): Promise<void>;
  /**
   * Runs a hot query as a named prepared statement (PostgreSQL plans it once per
   * connection: the session lookup of every API call went from 0.74 to 0.29 ms).
   */
  prepared<R>(name: string, query: CompiledQuery<R>): Promise<R[]>;
  /**
   * Called by long background work (imports) between its transactions. On PGlite, one
   * session on this thread, it waits until other queries have had the database to
   * themselves for a moment, at most `maxMs`, so requests go first; on PostgreSQL, where
   * they have connections of their own, it only gives the event loop a turn.
   */
  giveWay(maxMs: number): Promise<void>;
  /**
   * Tells `listener` of connections lost while idle in the pool (PostgreSQL restarted or
   * stopped); answers the unsubscribe. Such errors never crash the process.
   */
  onConnectionError(listener: (error: Error) => void): () => void;
  /**
   * Keeps the planner's statistics of tables that changed, as autovacuum does on PostgreSQL
   * (there, it does nothing); answers how many tables it analyzed (db/planner-statistics.ts).
   */
  keepStatistics(): Promise<number>;
  /** PGlite only: its whole data folder as one tar image, to open a copy from (`DatabaseOptions.image`). */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

/** How long PGlite must have been left alone before background work takes it again. */
const QUIET_MS = 10;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; null keeps PGlite in memory. */
  dataDir: string | null;
  /** PGlite in memory: start from this image of a data folder (`Database.image`), not an empty one. */
  image?: Blob;
}

// bigint columns (ids, counts) fit comfortably in a JS number for this product.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const opened = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.image);
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    // the first connection: a server that cannot be reached is named, with what to check
    await sql`SELECT 1`.execute(opened.database.db).catch(async (error: unknown) => {
      await opened.database.close().catch(() => {});
      throw new Error(unreachableMessage(url, error), { cause: error });
    });
  }
  await migrate(opened.database);
  // Row-level security (migration 013): from here on, queries run as a role the policies hold.
  // Under the migrations' lock: concurrent GRANTs of processes starting together collide.
  await opened.database.exec(
    `BEGIN;\nSELECT pg_advisory_xact_lock(72616);\n${PREPARE_APPLICATION_ROLE}\nCOMMIT;`,
  );
  const [row] = (await sql<{ superuser: boolean }>`${sql.raw(IS_SUPERUSER_SQL)}`.execute(opened.database.db))
    .rows;
  if (row?.superuser) opened.switchRole();
  return opened.database;
}

/**
 * Why the first connection to PostgreSQL failed, naming where it went (host, port, database,
 * user: never the password) and what to check.
 */
function unreachableMessage(url: string, error: unknown): string {
  const { host, port, database, user } = postgresTarget(url);
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const cause =
    typeof message === 'string' && message ? message : typeof code === 'string' ? code : String(error);
  const check =
    code === 'ECONNREFUSED'
      ? `nothing accepts connections at ${host}:${port}: is PostgreSQL running, and listening on that address and port?`
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? `the host name ${host} is not known here: check the host of DATABASE_URL`
        : code === '28P01' || code === '28000'
          ? `user ${user} was refused: check the user and password of DATABASE_URL, and pg_hba.conf`
          : code === '3D000'
            ? `the database ${database} does not exist: create it (createdb ${database}) or correct DATABASE_URL`
            : `check that PostgreSQL runs at ${host}:${port}, that a firewall lets this server reach it, and the user and password of DATABASE_URL`;
  const advice = `${check[0].toUpperCase()}${check.slice(1)}${check.endsWith('?') ? '' : '.'}`;
  return `Cannot connect to the PostgreSQL of DATABASE_URL (host ${host}, port ${port}, database ${database}, user ${user}; password not shown): ${cause}. ${advice}`;
}

interface Opened {
  database: Database;
  /** Every connection's next query runs as the application role (db/application-role.ts). */
  switchRole(): void;
}

/**
 * Before a connection's query: the application role once, and the tenant of the work at
 * hand whenever it changed (db/tenant-context.ts). A rollback undoes a setting made inside
 * its transaction, so the connection's setting is then made again.
 */
class ConnectionState {
  readonly #tenants = new TenantSettings();
  readonly #switched = new WeakSet<object>();
  switchRole = false;

  async ready(connection: object, run: (text: string, parameters: unknown[]) => Promise<unknown>) {
    if (this.switchRole && !this.#switched.has(connection)) {
      await run(SWITCH_ROLE_SQL, []);
      this.#switched.add(connection);
    }
    await this.#tenants.apply(connection, run);
  }

  after(connection: object, text: string) {
    if (/^\s*rollback/i.test(text)) this.#tenants.forget(connection);
  }
}

/** How long a request waits for a connection (a new one, or a free one of the pool). */
const CONNECT_TIMEOUT_MS = 10_000;

function openPostgres(url: string): Opened {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer (as opposed to one that refuses) fails requests with
    // 503 after this long instead of holding them forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const listeners = new Set<(error: Error) => void>();
  // An idle client whose server went away emits 'error' on the pool, which drops it; the
  // next query opens a new connection. Unhandled, the event would end the process.
  pool.on('error', (error) => {
    for (const listener of listeners) listener(error);
  });
  const state = new ConnectionState();
  const ready = (client: pg.PoolClient) =>
    state.ready(client, (text, parameters) => client.query(text, parameters));
  // Kysely's pool: each connection is made ready before every query it runs.
  const tenantPool = {
    async connect() {
      const client = await pool.connect();
      // The pool listens for a lost connection only while a client is idle: one in use
      // between its queries (a transaction under way) would end the process. Its next
      // query fails instead, and the request answers 503.
      const lost = (error: Error) => {
        for (const listener of listeners) listener(error);
      };
      client.on('error', lost);
      return {
        async query(text: string, parameters: ReadonlyArray<unknown>) {
          await ready(client);
          try {
            return await client.query(text, [...parameters]);
          } finally {
            state.after(client, text);
          }
        },
        release: () => {
          client.off('error', lost);
          client.release();
        },
      };
    },
    end: () => pool.end(),
  };
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: tenantPool as unknown as pg.Pool }),
  });
  const database: Database = {
    db,
    kind: 'postgres',
    url,
    async exec(script) {
      const client = await pool.connect();
      try {
        await ready(client);
        await client.query(script);
      } catch (error) {
        // A failed script may leave its transaction open: never pool such a connection.
        await client.query('ROLLBACK').catch(() => {});
        state.after(client, 'ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async prepared<R>(name: string, query: CompiledQuery<R>) {
      const client = await pool.connect();
      try {
        await ready(client);
        const result = await client.query({ name, text: query.sql, values: [...query.parameters] });
        return result.rows as R[];
      } finally {
        client.release();
      }
    },
    giveWay: () => new Promise((resolve) => setImmediate(resolve)),
    // autovacuum keeps them
    keepStatistics: async () => 0,
    onConnectionError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => db.destroy(),
  };
  return {
    database,
    switchRole: () => {
      state.switchRole = true;
    },
  };
}

const BYTEA = 17;
/**
 * bytea as PostgreSQL's hex text through Buffer's native codec. PGlite's own codec maps
 * every byte through a JS string: an uploaded 9 MB import file took seconds each way, on
 * the server's only thread.
 */
const serializeBytea = (value: Uint8Array) =>
  `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
const parseBytea = (text: string): Uint8Array => Buffer.from(text.slice(2), 'hex');

async function openPglite(dataDir: string | null, image?: Blob): Promise<Opened> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? `${dataDir}/pgdata` : 'memory://', {
      parsers: { 20: (v: string) => Number(v), [BYTEA]: parseBytea },
      serializers: { [BYTEA]: serializeBytea },
      ...(image && !dataDir ? { loadDataDir: image } : {}),
    });
    // A new WAL file is 16 MB: filled with zeroes first (PostgreSQL's default), it made the
    // COMMIT that needed one take 0.1-1 s on the server's only thread, every few thousand
    // interviews written. Without, only its last byte is written.
    await client.exec('SET wal_init_zero = off');
    // One session: the connection's state is the client's.
    const state = new ConnectionState();
    const ready = () => state.ready(client, (text, parameters) => client.query(text, parameters));
    const dialect = new PGliteDialect(client, {
      beforeQuery: ready,
      afterQuery: (text) => state.after(client, text),
    });
    const db = new Kysely<DB>({ dialect });
    const database: Database = {
      db,
      kind: 'pglite',
      // Scripts go through Kysely's lease so they never interleave with a transaction.
      async exec(script) {
        await db.connection().execute(async () => {
          await ready();
          try {
            await client.exec(script);
          } catch (error) {
            state.after(client, 'ROLLBACK');
            throw error;
          }
        });
      },
      // In process, there is no planning round trip to save.
      async prepared<R>(_name: string, query: CompiledQuery<R>) {
        return (await db.executeQuery(query)).rows;
      },
      giveWay: (maxMs) => dialect.quiet(QUIET_MS, maxMs),
      async keepStatistics() {
        const { rows } = await sql<{ name: string }>`${sql.raw(STALE_TABLES_SQL)}`.execute(db);
        for (const { name } of rows) {
          // one table at a time, after requests have had the database (an analysis reads a
          // sample of at most 30,000 rows: 0.3 s at most at 80,000 alerts)
          await dialect.quiet(QUIET_MS, ANALYZE_GIVE_WAY_MS);
          await db.connection().execute(async () => {
            await client.exec(
              `RESET ROLE; ANALYZE ${name};${state.switchRole ? ` ${SWITCH_ROLE_SQL};` : ''}`,
            );
          });
        }
        return rows.length;
      },
      // In process: there is no connection to lose.
      onConnectionError: () => () => {},
      async image() {
        // A checkpoint first: a copy then starts without replaying the log, so its sequences
        // go on exactly where these stand (a replay moves each ahead by up to 32).
        await db.connection().execute(async () => {
          await client.exec(`RESET ROLE; CHECKPOINT;${state.switchRole ? ` ${SWITCH_ROLE_SQL};` : ''}`);
        });
        return client.dumpDataDir('none');
      },
      async close() {
        await db.destroy();
        unlock();
      },
    };
    return {
      database,
      switchRole: () => {
        state.switchRole = true;
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function migrate(database: Database): Promise<void> {
  await database.exec(`BEGIN;
    SELECT pg_advisory_xact_lock(72616);
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
    COMMIT;`);
  const applied = async () => {
    const { rows } = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(
      database.db,
    );
    return new Set(rows.map((r) => r.version));
  };
  const done = await applied();
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    try {
      // The advisory lock serialises processes starting together on one server.
      await database.exec(
        `BEGIN;\nSELECT pg_advisory_xact_lock(72616);\n${migration.statements}\nINSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');\nCOMMIT;`,
      );
    } catch (error) {
      if (database.kind === 'pglite') await database.exec('ROLLBACK').catch(() => {});
      // Another process applied it first: fine.
      if (!(await applied()).has(migration.version)) throw error;
    }
  }
}
