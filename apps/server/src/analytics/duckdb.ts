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
import { isoDays, type SqlParam } from './sql-params.ts';

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
   * Runs a read query through the connection's prepared statement for this SQL text, its
   * parameters bound ($1, $2, ...). The cache is keyed by the text alone: one statement
   * serves every value. A statement is taken out of the cache while it runs, so two
   * concurrent runs of the same text never share one.
   */
  async rows(sql: string, params: readonly SqlParam[] = []): Promise<Record<string, unknown>[]> {
    const connection = this.connection();
    const cache = this.statements.get(connection)!;
    let statement = cache.get(sql);
    if (statement) cache.delete(sql);
    else statement = await connection.prepare(sql);
    let rows: Record<string, unknown>[];
    try {
      if (params.length > 0 || statement.parameterCount > 0) {
        statement.bind(params.map(duckValue), params.map(duckType));
      }
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
