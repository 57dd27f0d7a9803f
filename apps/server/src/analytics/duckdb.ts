import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BIGINT,
  DATE,
  DOUBLE,
  type DuckDBConnection,
  DuckDBInstance,
  type DuckDBPreparedStatement,
  type DuckDBType,
  type DuckDBValue,
  dateValue,
  INTEGER,
  LIST,
  listValue,
  SMALLINT,
  UINTEGER,
  UTINYINT,
  VARCHAR,
} from '@duckdb/node-api';
import { type ReadModelRow, resultRows } from './read-rows.ts';
import { isoDays, type SqlParam } from './sql-params.ts';

/**
 * Prepared statements kept per connection (least recently used go first). Each one holds
 * about 0.4 MB in DuckDB's allocator (measured by the soak, docs/reliability.md): 500 per
 * connection took the process to 900 MB more on a 3,000-interview demo. 64 per connection
 * (at most ~110 MB for the four) still hold every statement of a dashboard's calls (the
 * benchmark's 36 calls make 41).
 */
const STATEMENTS_PER_CONNECTION = 64;

/** In the read model's folder: the main database, which holds no tables but locks the folder. */
const MAIN_FILE = 'main.duckdb';

/**
 * Rows per row group in a survey's file (DuckDB's default is 122,880). A newest-first comment
 * page decompresses the texts of the newest row group to pick its rows: at 10M a page took
 * 12.4 ms on disk against 8.1 ms in memory with the default, 7.6 ms with this size, while
 * scans of the whole table stayed the same (decision 064). Exported for its test. @internal
 */
export const SURVEY_FILE_ROW_GROUP = 32_768;

/** A cached statement, with the data version of its tables when it was prepared. */
interface CachedStatement {
  statement: DuckDBPreparedStatement;
  scope: string;
  version: number;
}

/**
 * The in-process DuckDB holding the analytics read model (in a file or in memory), with a
 * few connections. Read
 * queries are prepared once per connection and SQL text: on the read model's small
 * pre-aggregates, parsing and planning a dashboard query costs more than running it
 * (decision 007). A statement whose tables were replaced since is re-bound by DuckDB, but
 * one whose tables only received rows is not: its plan keeps what the optimizer concluded
 * from the table's statistics when it was prepared (a date range outside the rows then
 * present is planned as an empty scan and stays empty). So every statement belongs to a
 * scope (a survey's tables), and `forget` retires the scope's statements whenever the
 * read model changes its rows.
 */
export class Duck {
  private next = 0;
  private readonly statements = new Map<DuckDBConnection, Map<string, CachedStatement>>();
  /** Data version per scope: statements prepared under an older one are never run again. */
  private readonly versions = new Map<string, number>();
  /** The survey databases attached (or being attached or detached), by name. */
  private readonly databases = new Map<string, Promise<void>>();
  private readonly detaching = new Map<string, Promise<void>>();

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly connections: DuckDBConnection[],
    /** The folder of the survey databases' files (null: in memory, gone with the process). */
    private readonly folder: string | null,
  ) {
    for (const c of connections) this.statements.set(c, new Map());
  }

  /**
   * `folder`: where the read model's files are (created when missing): a small main file that
   * marks the folder as this process's, and a file per survey database (see `attach`). Without
   * one, everything is in memory. `memoryLimit`: DuckDB's buffer pool ("2GB") for all of
   * them; tables beyond it stay on disk and are read back when asked for.
   */
  static async open(
    connections = 4,
    options: { folder?: string | null; memoryLimit?: string } = {},
  ): Promise<Duck> {
    const { folder = null, memoryLimit } = options;
    if (folder) mkdirSync(folder, { recursive: true });
    const file = folder ? join(folder, MAIN_FILE) : null;
    let instance: DuckDBInstance;
    try {
      instance = await DuckDBInstance.create(file ?? ':memory:', {
        threads: '2',
        // DuckDB's own late materialization (a LIMIT of 50 rows or fewer: the top rows' ids
        // first, then their columns by a join) costs a scan of ~10 ms at 10M, twice what a
        // newest-first page costs without it, where the sorted table lets the scan skip all
        // but the last days. Pages ordered by an answer do it themselves (keyset-page.ts).
        late_materialization_max_rows: '0',
        ...(memoryLimit ? { memory_limit: memoryLimit } : {}),
      });
    } catch (error) {
      if (file && /lock/i.test(String(error)))
        throw new Error(
          `The read model in ${folder} is in use by another process (${file} is locked). Give each process its own DATA_DIR, or set ANALYTICS_STORE=memory.`,
          { cause: error },
        );
      throw error;
    }
    const pool = await Promise.all(Array.from({ length: connections }, () => instance.connect()));
    return new Duck(instance, pool, folder);
  }

  /** Whether the tables are in files that outlive the process (else in memory). */
  get persistent(): boolean {
    return this.folder !== null;
  }

  /**
   * Makes a survey database's tables reachable under its name: its file in the folder
   * (created when missing), or a database in memory. Once per name until `detach`.
   */
  attach(name: string): Promise<void> {
    const known = this.databases.get(name);
    if (known) return known;
    const source = this.folder ? join(this.folder, `${name}.duckdb`) : ':memory:';
    // A file's tables in row groups of SURVEY_FILE_ROW_GROUP rows (decision 064).
    const options = this.folder ? ` (ROW_GROUP_SIZE ${SURVEY_FILE_ROW_GROUP})` : '';
    // after a detach under way
    const attaching = (this.detaching.get(name) ?? Promise.resolve())
      .then(() =>
        this.connection().run(`ATTACH IF NOT EXISTS '${source.replaceAll("'", "''")}' AS ${name}${options}`),
      )
      .then(() => {});
    // a failed attach is tried again by the next caller
    attaching.catch(() => {
      if (this.databases.get(name) === attaching) this.databases.delete(name);
    });
    this.databases.set(name, attaching);
    return attaching;
  }

  /**
   * On disk: closes a survey database (its file stays; the next `attach` opens it again).
   * Nothing may be using its tables, and statements prepared on them must be forgotten first.
   */
  detach(name: string): Promise<void> {
    const known = this.databases.get(name);
    if (!known || !this.folder) return Promise.resolve();
    this.databases.delete(name);
    const detaching: Promise<void> = known
      .then(() => this.connection().run(`DETACH DATABASE IF EXISTS ${name}`))
      .then(
        () => {},
        () => {},
      )
      .finally(() => {
        if (this.detaching.get(name) === detaching) this.detaching.delete(name);
      });
    this.detaching.set(name, detaching);
    return detaching;
  }

  /**
   * A connection of its own for work of several statements (a build with its temporary
   * tables and appender, a transaction), closed after it. The pool's connections are handed
   * round to every caller: a statement of another caller run on the same connection in the
   * middle of such work closes its pending result or joins its transaction.
   */
  async lease<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const connection = await this.instance.connect();
    try {
      return await work(connection);
    } finally {
      connection.closeSync();
    }
  }

  /** A connection for one read query or statement (round robin: DuckDB runs them in parallel). */
  connection(): DuckDBConnection {
    this.next = (this.next + 1) % this.connections.length;
    return this.connections[this.next];
  }

  /**
   * The rows of `scope`'s tables changed: statements prepared before are planned on old
   * statistics and are dropped (one running now is dropped when it returns).
   */
  forget(scope: string): void {
    this.versions.set(scope, (this.versions.get(scope) ?? 0) + 1);
    for (const cache of this.statements.values()) {
      for (const [sql, cached] of cache) {
        if (cached.scope !== scope) continue;
        cache.delete(sql);
        cached.statement.destroySync();
      }
    }
  }

  /**
   * Runs a read query through the connection's prepared statement for this SQL text, its
   * parameters bound ($1, $2, ...). The cache is keyed by the text alone: one statement
   * serves every value, until `forget(scope)`. A statement is taken out of the cache while
   * it runs, so two concurrent runs of the same text never share one.
   */
  async rows(sql: string, params: readonly SqlParam[] = [], scope = ''): Promise<ReadModelRow[]> {
    const connection = this.connection();
    const cache = this.statements.get(connection)!;
    // read before preparing: a change committed after this makes the statement old
    const version = this.versions.get(scope) ?? 0;
    const cached = cache.get(sql);
    if (cached) cache.delete(sql);
    let statement: DuckDBPreparedStatement;
    if (cached && cached.version === version && cached.scope === scope) statement = cached.statement;
    else {
      cached?.statement.destroySync();
      statement = await connection.prepare(sql);
    }
    let rows: ReadModelRow[];
    try {
      if (params.length > 0 || statement.parameterCount > 0) {
        statement.bind(params.map(duckValue), params.map(duckType));
      }
      rows = resultRows(await statement.runAndReadAll());
    } catch (error) {
      statement.destroySync();
      throw error;
    }
    if (cache.has(sql) || (this.versions.get(scope) ?? 0) !== version) statement.destroySync();
    else {
      cache.set(sql, { statement, scope, version });
      if (cache.size > STATEMENTS_PER_CONNECTION) {
        const [oldest, old] = cache.entries().next().value!;
        cache.delete(oldest);
        old.statement.destroySync();
      }
    }
    return rows;
  }

  close(): void {
    for (const cache of this.statements.values()) for (const s of cache.values()) s.statement.destroySync();
    for (const c of this.connections) c.closeSync();
    this.instance.closeSync();
  }
}

const TYPES: Record<SqlParam['type'], DuckDBType> = {
  UTINYINT,
  SMALLINT,
  INTEGER,
  UINTEGER,
  BIGINT,
  DOUBLE,
  DATE,
  VARCHAR,
  'BIGINT[]': LIST(BIGINT),
};

const duckType = (param: SqlParam): DuckDBType => TYPES[param.type];

function duckValue(param: SqlParam): DuckDBValue {
  switch (param.type) {
    case 'BIGINT':
      return BigInt(param.value);
    case 'DATE':
      return dateValue(isoDays(param.value));
    case 'BIGINT[]':
      return listValue(param.value.map((n) => BigInt(n)));
    default:
      return param.value;
  }
}
