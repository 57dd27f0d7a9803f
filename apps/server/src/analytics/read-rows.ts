import type { DuckDBConnection, DuckDBResultReader, JS } from '@duckdb/node-api';

/**
 * A row of the read model as DuckDB answers it: each column's value under its name or
 * alias (BIGINT as bigint, DATE as Date, lists as arrays, NULL as null). Every reader of
 * read-model rows takes them in this one shape.
 */
export type ReadModelRow = Record<string, JS>;

/** The rows of a result read to its end. */
export function resultRows(result: DuckDBResultReader): ReadModelRow[] {
  return result.getRowObjectsJS();
}

/**
 * Runs a statement of the read model's own upkeep (a build's counts and checks, sentiment
 * training's reads: no parameters, not prepared) and reads its rows. Queries of the API go
 * through `Duck.rows` (prepared, parameters bound), which reads them the same way.
 */
export async function readRows(connection: DuckDBConnection, sql: string): Promise<ReadModelRow[]> {
  return resultRows(await connection.runAndReadAll(sql));
}
