import { fitsInteger, type IntegerType, isoDays } from '../sql-params.ts';

/**
 * The values of a ClickHouse statement, each a bound parameter (`{p0:Int32}`), as
 * @clickhouse/client's `query_params` takes them: no value ever reaches the SQL text.
 * ClickHouse parses a parameter in the type the placeholder names, and a number that does not
 * fit wraps around silently (300 bound as UInt8 is 44), so every value is checked here first,
 * as `SqlParams` checks DuckDB's.
 */
export type ClickHouseParam =
  /** Int64: an interview id or a list page's key (only the integers a JavaScript number holds exactly). */
  | { type: 'UInt8' | 'Int16' | 'Int32' | 'UInt32' | 'Int64'; value: number }
  /** An ISO date (yyyy-mm-dd). */
  | { type: 'Date32'; value: string }
  | { type: 'String'; value: string }
  /** A list of ids, bound as one array (one statement whatever its length). */
  | { type: 'Array(Int64)'; value: readonly number[] }
  /** A list of ISO dates (the days a survey's rollups have not made again yet). */
  | { type: 'Array(Date)'; value: readonly string[] };

export type ClickHouseParamValue = number | string | readonly number[] | readonly string[];

/** A statement and its parameters by name. */
export interface ClickHouseSql {
  sql: string;
  params: Record<string, ClickHouseParamValue>;
}

const RANGE_OF: Record<'UInt8' | 'Int16' | 'Int32' | 'UInt32' | 'Int64', IntegerType> = {
  UInt8: 'UTINYINT',
  Int16: 'SMALLINT',
  Int32: 'INTEGER',
  UInt32: 'UINTEGER',
  Int64: 'BIGINT',
};

/**
 * Date32 holds 1900-01-01 to 2299-12-31, and a date beyond is clamped to that range. The
 * table's dates lie in 1970-2106 (its `ts` is a UInt32 of seconds), so a date clamped to
 * either end is still before (after) every one of them, and `<`, `=` and `>` answer as with
 * the date asked for.
 */
const DATE32_FIRST = '1900-01-01';
const DATE32_LAST = '2299-12-31';

function checked(param: ClickHouseParam): ClickHouseParamValue {
  switch (param.type) {
    case 'Date32':
      isoDays(param.value);
      if (param.value < DATE32_FIRST) return DATE32_FIRST;
      return param.value > DATE32_LAST ? DATE32_LAST : param.value;
    case 'String':
      if (typeof param.value !== 'string') throw new Error('Not a string');
      return param.value;
    case 'Array(Int64)':
      for (const n of param.value) if (!fitsInteger('BIGINT', n)) throw new Error(`Not an id: ${n}`);
      return [...param.value];
    case 'Array(Date)':
      for (const day of param.value) isoDays(day);
      return [...param.value];
    default:
      if (!fitsInteger(RANGE_OF[param.type], param.value))
        throw new Error(`Not a ${param.type}: ${param.value}`);
      return param.value;
  }
}

/** Collects a statement's parameters while it is compiled. */
export class ClickHouseParams {
  readonly values: Record<string, ClickHouseParamValue> = {};
  private count = 0;

  /** The placeholder of a new parameter holding the value (checked here, so a bug fails loudly). */
  add(param: ClickHouseParam): string {
    const value = checked(param);
    const name = `p${this.count++}`;
    this.values[name] = value;
    return `{${name}:${param.type}}`;
  }
}
