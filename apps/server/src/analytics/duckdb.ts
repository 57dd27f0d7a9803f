import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

/** The in-process DuckDB holding the analytics read model, with a few connections. */
export class Duck {
  private next = 0;

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly connections: DuckDBConnection[],
  ) {}

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

  async rows(sql: string): Promise<Record<string, unknown>[]> {
    const reader = await this.connection().runAndReadAll(sql);
    return reader.getRowObjectsJS() as Record<string, unknown>[];
  }

  close(): void {
    for (const c of this.connections) c.closeSync();
    this.instance.closeSync();
  }
}
