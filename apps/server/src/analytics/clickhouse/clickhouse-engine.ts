import { randomBytes } from 'node:crypto';
import {
  type ClickHouseClient,
  type ClickHouseClientConfigOptions,
  type ClickHouseSettings,
  createClient,
} from '@clickhouse/client';
import type { ReadModelRow } from '../read-rows.ts';
import type { ClickHouseSql } from './clickhouse-params.ts';
import { asideTable, type ClickHouseTable, createTableSql } from './wide-table.ts';

type Connection = NonNullable<ClickHouseClientConfigOptions['connection']>;

/**
 * Every statement's settings: 64-bit integers as JSON strings (read back exactly, as bigint)
 * and NaN and infinities as strings (by default ClickHouse writes them as null, and a
 * correlation without variance, NaN on DuckDB, would read as NULL: no answers).
 */
const SETTINGS: ClickHouseSettings = {
  output_format_json_quote_64bit_integers: 1,
  output_format_json_quote_denormals: 1,
  // every replacing table is read as its latest copies (wide-table.ts): FINAL on each
  final: 1,
};

/** A column's type without the wrappers that do not change its values. */
function baseType(type: string): string {
  const wrapped = /^(?:Nullable|LowCardinality)\((.*)\)$/.exec(type);
  return wrapped ? baseType(wrapped[1]) : type;
}

const FLOATS: Record<string, number> = {
  nan: Number.NaN,
  '-nan': Number.NaN,
  inf: Infinity,
  '-inf': -Infinity,
};

/**
 * A value as DuckDB's row reader gives it (read-rows.ts): 64-bit integers as bigint, dates
 * as Date (UTC midnight), arrays element by element, NULL as null. So the rows of both
 * engines are one shape, and whoever reads one reads the other.
 */
function readValue(type: string, value: unknown): ReadModelRow[string] {
  if (value === null) return null;
  const base = baseType(type);
  const array = /^Array\((.*)\)$/.exec(base);
  if (array) return (value as unknown[]).map((v) => readValue(array[1], v));
  if (/^U?Int(64|128|256)$/.test(base)) return BigInt(value as string);
  if (/^Float(32|64)$/.test(base)) return typeof value === 'string' ? FLOATS[value] : (value as number);
  if (base === 'Date' || base === 'Date32') return new Date(`${value as string}T00:00:00Z`);
  return value as ReadModelRow[string];
}

/** A row for ClickHouse's JSON input: bigint and Date as text, DuckDB's NULL list as an empty one. */
function writeValue(type: string, value: unknown): unknown {
  if (type.startsWith('Array(')) return value ?? [];
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value;
}

/**
 * The analytics module's ClickHouse: a @clickhouse/client on a server (`atUrl`) or on chDB,
 * ClickHouse in this process (`inProcess`), the same client code either way. chDB binds one
 * data directory per process: a second `inProcess` on another path is refused.
 */
export class ClickHouseEngine {
  private constructor(private readonly client: ClickHouseClient) {}

  /** chDB on a data directory (`:memory:`: a temporary one, dropped at close). */
  static async inProcess(path: string): Promise<ClickHouseEngine> {
    // loaded only here: the engine is a 540 MB library a server on a URL never needs
    const { createChdbConnection } = await import('chdb/connection');
    // chDB declares the connection with @clickhouse/client-common's types, which the client
    // (1.23) now bundles as a copy of its own: the same interface, two declarations of it
    const connection = createChdbConnection({ path }) as unknown as Connection;
    // chDB sends a statement's settings as SETs before it (about 1 ms each call): set once for
    // the session every statement of this process runs in
    const client = createClient({ connection });
    for (const [name, value] of Object.entries(SETTINGS))
      await client.command({ query: `SET ${name} = ${Number(value)}` });
    return new ClickHouseEngine(client);
  }

  /** A ClickHouse server (`http://user:password@host:8123/database`). */
  static atUrl(url: string): ClickHouseEngine {
    return new ClickHouseEngine(createClient({ url, clickhouse_settings: SETTINGS }));
  }

  /** Makes the table again, empty. */
  async createTable(table: ClickHouseTable): Promise<void> {
    // the DDL checks the name before it is written into a statement
    const create = createTableSql(table);
    await this.client.command({ query: `DROP TABLE IF EXISTS ${table.name}` });
    await this.client.command({ query: create });
  }

  /**
   * Puts the rows of `next` (made aside, `asideTable`) in `live`'s place in one step, and drops
   * what `live` held: a query reads the old rows or the new, never a table half filled.
   */
  async exchange(next: ClickHouseTable, live: ClickHouseTable): Promise<void> {
    // the DDL checks both names before they are written into a statement
    createTableSql(next);
    await this.client.command({
      query: createTableSql(live).replace(/^CREATE TABLE /, 'CREATE TABLE IF NOT EXISTS '),
    });
    await this.client.command({ query: `EXCHANGE TABLES ${next.name} AND ${live.name}` });
    await this.client.command({ query: `DROP TABLE ${next.name}` });
  }

  /**
   * Replaces every row of the table with `rows` (the campaign side table, copied whole when
   * its messages changed). Processes may replace one table at once: each fills a table aside
   * of its own, and the last exchange wins.
   */
  async replaceTable(table: ClickHouseTable, rows: readonly ReadModelRow[]): Promise<void> {
    const next = asideTable(table, randomBytes(6).toString('hex'));
    await this.createTable(next);
    await this.insertRows(next, rows);
    await this.exchange(next, table);
  }

  /** Runs a statement that answers no rows (an `INSERT … SELECT` of the rollups). */
  async command(statement: ClickHouseSql): Promise<void> {
    await this.client.command({ query: statement.sql, query_params: statement.params });
  }

  /** Merges the table's parts into one, its replaced and deleted rows dropped. */
  async merge(table: ClickHouseTable): Promise<void> {
    await this.client.command({ query: `OPTIMIZE TABLE ${table.name} FINAL` });
  }

  /**
   * Inserts rows of the table as DuckDB's read model holds them (read-rows.ts), the
   * table's universe and survey added, and in a replacing table their `version` (and
   * `deleted`, 0 when a row leaves it out). The insert is synchronous: the next query sees it.
   */
  async insertRows(table: ClickHouseTable, rows: readonly ReadModelRow[], version = 0): Promise<void> {
    if (rows.length === 0) return;
    // each row as an array in the table's column order (JSONCompactEachRow): no column names
    // repeated in every row of a wide table
    const values = rows.map((row) =>
      table.columns.map(({ name, type }) => {
        if (name === 'universe') return table.universeId;
        if (name === 'survey') return table.surveyId;
        if (table.replacing && name === 'version') return version;
        if (table.replacing && name === 'deleted') return row.deleted ?? 0;
        return writeValue(type, row[name]);
      }),
    );
    await this.client.insert({ table: table.name, values, format: 'JSONCompactEachRow' });
  }

  /** The rows of a compiled statement, read as DuckDB's (`readValue`). */
  async rows(statement: ClickHouseSql): Promise<ReadModelRow[]> {
    const result = await this.client.query({
      query: statement.sql,
      query_params: statement.params,
      format: 'JSONCompactEachRowWithNamesAndTypes',
    });
    const [names, types, ...rows] = await result.json<unknown[]>();
    return rows.map((row) => {
      const out: ReadModelRow = {};
      (names as string[]).forEach((name, i) => {
        out[name] = readValue((types as string[])[i], row[i]);
      });
      return out;
    });
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
