import { type DuckDBConnection, DuckDBInstance, type DuckDBPreparedStatement } from '@duckdb/node-api';

/**
 * Prepared statements kept per connection (least recently used go first). Each one holds
 * about 0.4 MB in DuckDB's allocator (measured by the soak, docs/reliability.md): 500 per
 * connection took the process to 900 MB more on a 3,000-interview demo. 64 per connection
 * (at most ~110 MB for the four) still hold every statement of a dashboard's calls (the
 * benchmark's 36 calls make 41).
 */
const STATEMENTS_PER_CONNECTION = 64;

/**
 * The in-process DuckDB holding the analytics read model, with a few connections. Read
 * queries are prepared once per connection and SQL text: on the read model's small
 * pre-aggregates, parsing and planning a dashboard query costs more than running it
 * (decision 007). A statement whose tables were replaced since is re-bound by DuckDB.
 */
export class Duck {
  private next = 0;
  private readonly statements = new Map<DuckDBConnection, Map<string, DuckDBPreparedStatement>>();

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly connections: DuckDBConnection[],
  ) {
    for (const c of connections) this.statements.set(c, new Map());
  }

  static async open(connections = 4): Promise<Duck> {
    const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
    const pool = await Promise.all(Array.from({ length: connections }, () => instance.connect()));
    return new Duck(instance, pool);
  }

  /** A connection for a read query (round robin: DuckDB runs them in parallel). */
  connection(): DuckDBConnection {
    this.next = (this.next + 1) % this.connections.length;
    return this.connections[this.next];
  }

  /**
   * Runs a read query through the connection's prepared statement for this SQL text. A
   * statement is taken out of the cache while it runs, so two concurrent runs of the
   * same text never share one.
   */
  async rows(sql: string): Promise<Record<string, unknown>[]> {
    const connection = this.connection();
    const cache = this.statements.get(connection)!;
    let statement = cache.get(sql);
    if (statement) cache.delete(sql);
    else statement = await connection.prepare(sql);
    let rows: Record<string, unknown>[];
    try {
      rows = (await statement.runAndReadAll()).getRowObjectsJS() as Record<string, unknown>[];
    } catch (error) {
      statement.destroySync();
      throw error;
    }
    if (cache.has(sql)) statement.destroySync();
    else {
      cache.set(sql, statement);
      if (cache.size > STATEMENTS_PER_CONNECTION) {
        const [oldest, old] = cache.entries().next().value!;
        cache.delete(oldest);
        old.destroySync();
      }
    }
    return rows;
  }

  close(): void {
    for (const cache of this.statements.values()) for (const s of cache.values()) s.destroySync();
    for (const c of this.connections) c.closeSync();
    this.instance.closeSync();
  }
}
