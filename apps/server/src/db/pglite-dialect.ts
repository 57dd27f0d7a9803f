import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/** Who uses the session: leases held or waited for, and when the last one ended. */
interface SessionUse {
  leases: number;
  lastRelease: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kysely over PGlite. PGlite is a single session, so a connection is an exclusive
 * lease on it: a transaction holds the lease from BEGIN to COMMIT and no other query
 * can slip into it.
 */
export interface PGliteHooks {
  /** Runs before each query, inside the lease (the session's role and tenant setting). */
  beforeQuery?: () => Promise<void>;
  afterQuery?: (sql: string) => void;
}

export class PGliteDialect implements Dialect {
  private readonly use: SessionUse = { leases: 0, lastRelease: 0 };

  constructor(
    private readonly client: PGlite,
    private readonly hooks: PGliteHooks = {},
  ) {}

  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.client, this.hooks, this.use);

  /**
   * Resolves once nobody has used or waited for the session for `quietMs`, or after
   * `maxMs`. PGlite runs each query on this thread and settles it without a turn of the
   * event loop, so background work that goes from one transaction to the next would shut
   * requests out; waiting here between its transactions lets their queries go first.
   */
  async quiet(quietMs: number, maxMs: number): Promise<void> {
    const deadline = performance.now() + maxMs;
    for (;;) {
      const now = performance.now();
      const idleFor = this.use.leases === 0 ? now - this.use.lastRelease : 0;
      if (idleFor >= quietMs || now >= deadline) return;
      await sleep(Math.min(deadline - now, quietMs - idleFor));
    }
  }
  createIntrospector = (db: Parameters<Dialect['createIntrospector']>[0]) => new PostgresIntrospector(db);
  createQueryCompiler = () => new PostgresQueryCompiler();
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly client: PGlite,
    private readonly hooks: PGliteHooks,
    private readonly use: SessionUse,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.use.leases++;
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    // PGlite settles its queries without a turn of the event loop: a request's queries, or
    // leases waiting in line, would run one after the other as one piece of work, and no
    // other request could even be read until the last. Each lease starts in a turn of its own.
    await new Promise((resolve) => setImmediate(resolve));
    const connection = new PGliteConnection(this.client, this.hooks);
    this.releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    if (!release) return;
    this.releases.delete(connection);
    this.use.leases--;
    this.use.lastRelease = performance.now();
    release();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async destroy(): Promise<void> {
    await this.queue;
    if (!this.client.closed) await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    private readonly hooks: PGliteHooks,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.hooks.beforeQuery?.();
    let result: Awaited<ReturnType<typeof this.client.query<R>>>;
    try {
      result = await this.client.query<R>(query.sql, [...query.parameters]);
    } finally {
      this.hooks.afterQuery?.(query.sql);
    }
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursor streaming
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming');
  }
}
