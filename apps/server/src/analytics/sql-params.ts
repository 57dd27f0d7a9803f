/**
 * The values of a read-model statement (decision 015). Text from a request (search words,
 * filter texts) and id lists are bound as DuckDB parameters ($1, $2, ...): no request text
 * ever reaches the SQL text. Numbers and dates are written into the text as typed literals,
 * after `check` has proved them a number of their type or an ISO date: DuckDB 1.5 plans a
 * statement with bound parameters again on every run, so a literal statement, prepared
 * once and cached, answers a repeated dashboard call in half the time. Each value carries
 * the type of the column it is compared with, so that DuckDB compares without a cast and
 * pushes the filter into the scan.
 */
export type SqlParam =
  | { type: 'UTINYINT' | 'SMALLINT' | 'INTEGER' | 'UINTEGER' | 'BIGINT' | 'DOUBLE'; value: number }
  /** An ISO date (yyyy-mm-dd). */
  | { type: 'DATE'; value: string }
  | { type: 'VARCHAR'; value: string }
  /** A list of ids, bound as one LIST value (one statement whatever its length). */
  | { type: 'BIGINT[]'; value: readonly number[] };

/** A statement and its parameters, in order. */
export interface BoundSql {
  sql: string;
  params: SqlParam[];
}

export type IntegerType = 'UTINYINT' | 'SMALLINT' | 'INTEGER' | 'UINTEGER' | 'BIGINT';

/** The values each integer type holds (BIGINT: those a JavaScript number holds exactly). */
export const INTEGER_RANGE: Record<IntegerType, readonly [number, number]> = {
  UTINYINT: [0, 255],
  SMALLINT: [-32_768, 32_767],
  INTEGER: [-2_147_483_648, 2_147_483_647],
  UINTEGER: [0, 4_294_967_295],
  BIGINT: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

export const fitsInteger = (type: IntegerType, n: number): boolean =>
  Number.isSafeInteger(n) && n >= INTEGER_RANGE[type][0] && n <= INTEGER_RANGE[type][1];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date; throws for anything else (a server bug, never input). */
export function isoDays(text: string): number {
  const m = ISO_DATE.exec(text);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (!m || new Date(ms).toISOString().slice(0, 10) !== text) throw new Error(`Not an ISO date: ${text}`);
  return ms / 86_400_000;
}

function check(param: SqlParam): void {
  switch (param.type) {
    case 'DOUBLE':
      if (!Number.isFinite(param.value)) throw new Error(`Not a number: ${param.value}`);
      return;
    case 'DATE':
      isoDays(param.value);
      return;
    case 'VARCHAR':
      if (typeof param.value !== 'string') throw new Error('Not a string');
      return;
    case 'BIGINT[]':
      for (const n of param.value) if (!fitsInteger('BIGINT', n)) throw new Error(`Not an id: ${n}`);
      return;
    default:
      if (!fitsInteger(param.type, param.value)) throw new Error(`Not a ${param.type}: ${param.value}`);
  }
}

/** A checked number or date as a typed literal; null for what is always bound (text, lists). */
function literal(param: SqlParam): string | null {
  switch (param.type) {
    case 'VARCHAR':
    case 'BIGINT[]':
      return null;
    case 'DATE':
      return `DATE '${param.value}'`;
    default:
      return `CAST(${String(param.value)} AS ${param.type})`;
  }
}

/** Collects a statement's parameters while it is compiled. */
export class SqlParams {
  readonly list: SqlParam[] = [];

  /**
   * The SQL of a value: checked here (so a bug fails loudly, not in DuckDB), then a typed
   * literal for a number or a date, or the placeholder of a new bound parameter.
   */
  add(param: SqlParam): string {
    check(param);
    const text = literal(param);
    if (text !== null) return text;
    this.list.push(param);
    return `$${this.list.length}`;
  }
}

/**
 * An integer that stays in the SQL text: survey structure (a scale's values, a top box's
 * threshold), never a request's value. Checked so that a bug can never turn into SQL.
 */
export function structuralInteger(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`Not an integer: ${n}`);
  return String(n);
}
