import { compileCampaignCondition } from '../campaigns/campaign-condition.ts';
import {
  type Condition,
  type GroupBy,
  type Measure,
  type QuerySpec,
  questionColumn,
  surveyTable,
  textColumn,
  unitColumn,
} from './query-spec.ts';
import { compileRollupDistribution, compileRollupMeasure, type RollupInfo, rollupFor } from './rollup.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A Monday: weeks are counted from it, so they start on Mondays as ISO weeks do. */
const WEEK_ORIGIN = "DATE '1970-01-05'";

function bucketDate(bucket: 'day' | 'week' | 'month' | 'quarter'): string {
  if (bucket === 'day') return 'g';
  if (bucket === 'week') return `${WEEK_ORIGIN} + CAST(g * 7 AS INTEGER)`;
  if (bucket === 'month') return 'make_date(CAST(g // 100 AS INTEGER), CAST(g % 100 AS INTEGER), 1)';
  return 'make_date(CAST(g // 10 AS INTEGER), CAST((g % 10 - 1) * 3 + 1 AS INTEGER), 1)';
}

// Only integers and ISO dates produced by the server reach the SQL text; they are
// checked here so that a bug can never turn into an injection.
function int(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`Not an integer: ${n}`);
  return String(n);
}

function date(text: string): string {
  if (!ISO_DATE.test(text)) throw new Error(`Not an ISO date: ${text}`);
  return `DATE '${text}'`;
}

function number(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${n}`);
  return String(n);
}

/** A string literal: quotes doubled (DuckDB has no backslash escapes in '...'). */
function text(value: string): string {
  if (value.includes('\0')) throw new Error('NUL in a string literal');
  return `'${value.replaceAll("'", "''")}'`;
}

export function compileCondition(c: Condition, table: string): string {
  switch (c.kind) {
    case 'unit':
      return `${unitColumn(Number(int(c.level)))} = ${int(c.unitId)}`;
    case 'units':
      return c.units.length === 0
        ? 'false'
        : `(${c.units.map((u) => `${unitColumn(Number(int(u.level)))} = ${int(u.unitId)}`).join(' OR ')})`;
    case 'values': {
      const q = questionColumn(c.questionId);
      if (c.values.length === 0) return c.exclude ? 'true' : 'false';
      const list = c.values.map(int).join(', ');
      return c.exclude ? `(${q} IS NULL OR ${q} NOT IN (${list}))` : `${q} IN (${list})`;
    }
    case 'range':
      return `${questionColumn(c.questionId)} BETWEEN ${number(c.from)} AND ${number(c.to)}`;
    case 'text': {
      const x = `lower(${textColumn(c.questionId)})`;
      const parts: string[] = [];
      if (c.include.length > 0)
        parts.push(`(${c.include.map((t) => `contains(${x}, lower(${text(t)}))`).join(' OR ')})`);
      for (const t of c.exclude) parts.push(`NOT coalesce(contains(${x}, lower(${text(t)})), false)`);
      return parts.length ? parts.join(' AND ') : 'true';
    }
    case 'dateRange':
      return `d >= ${date(c.from)} AND d < ${date(c.to)}`;
    case 'dateCompare':
      if (!['<', '=', '>'].includes(c.op)) throw new Error(`Not a comparison: ${c.op}`);
      return `d ${c.op} ${date(c.date)}`;
    case 'monthDay':
      return `month(d) = ${int(c.month)} AND day(d) = ${int(c.day)}`;
    case 'tableDate':
      return `d = (SELECT ${c.mode === 'first' ? 'min' : 'max'}(d) FROM ${table})`;
    case 'campaign':
      return compileCampaignCondition(c, table);
  }
}

function compileMeasure(m: Measure): string {
  switch (m.kind) {
    case 'count':
      return `count(*)::INTEGER AS "${m.as}"`;
    case 'answered':
      return `count(${questionColumn(m.questionId)})::INTEGER AS "${m.as}"`;
    case 'mean':
      return `avg(${questionColumn(m.questionId)})::DOUBLE AS "${m.as}"`;
    case 'nps': {
      const q = questionColumn(m.questionId);
      return `((count(*) FILTER (WHERE ${q} >= 9) - count(*) FILTER (WHERE ${q} <= 6)) * 100.0 / nullif(count(${q}), 0))::DOUBLE AS "${m.as}"`;
    }
    case 'topbox': {
      const q = questionColumn(m.questionId);
      return `(count(*) FILTER (WHERE ${q} >= ${int(m.scaleMax - 1)}) * 100.0 / nullif(count(${q}), 0))::DOUBLE AS "${m.as}"`;
    }
  }
}

function groupExpression(g: GroupBy): string {
  switch (g.kind) {
    case 'unitLevel':
      return unitColumn(g.level);
    case 'question':
      return questionColumn(g.questionId);
    case 'time':
      // Integer keys group 3-4x faster than date_trunc; `bucketDate` turns a key back into its first day.
      if (g.bucket === 'day') return 'd';
      if (g.bucket === 'week') return `(d - ${WEEK_ORIGIN}) // 7`;
      if (g.bucket === 'month') return 'year(d) * 100 + month(d)';
      if (g.bucket === 'quarter') return 'year(d) * 10 + quarter(d)';
      throw new Error(`Not a time bucket: ${g.bucket}`);
  }
}

export function compileWhere(conditions: readonly Condition[], table: string): string {
  return conditions.length > 0
    ? `WHERE ${conditions.map((c) => `(${compileCondition(c, table)})`).join(' AND ')}`
    : '';
}

/**
 * Compiles a query spec to DuckDB SQL; grouped queries return a column `g`, split ones
 * (`splitSince`) a column `s`. Given the survey's rollup, specs it covers read it
 * instead of the wide table, with the same result.
 */
export function compileQuery(spec: QuerySpec, rollup: RollupInfo | null = null): string {
  const rollupTable = rollup ? rollupFor(spec, rollup) : null;
  const onRollup = rollup !== null && rollupTable !== null;
  const table = rollupTable ?? surveyTable(spec.surveyId);
  const where = compileWhere(spec.where, table);
  if (onRollup && spec.groupBy?.kind === 'question')
    return compileRollupDistribution(spec.groupBy.questionId, spec.measures, rollup, table, where);
  const measures = spec.measures.map((m) => (onRollup ? compileRollupMeasure(m, rollup) : compileMeasure(m)));
  const from = `FROM ${table} ${where}`;
  const keys: string[] = [];
  if (spec.groupBy) keys.push(`${groupExpression(spec.groupBy)} AS g`);
  if (spec.splitSince) keys.push(`(d >= ${date(spec.splitSince)})::INTEGER AS s`);
  if (keys.length === 0) return `SELECT ${measures.join(', ')} ${from}`;
  const names = keys.map((k) => k.slice(-1)).join(', ');
  const grouped = `SELECT ${keys.join(', ')}, ${measures.join(', ')} ${from} GROUP BY ${names} ORDER BY ${names}`;
  // Dates are formatted after grouping: once per bucket, not once per row.
  return spec.groupBy?.kind === 'time'
    ? `SELECT strftime(${bucketDate(spec.groupBy.bucket)}, '%Y-%m-%d') AS g, * EXCLUDE (g) FROM (${grouped}) ORDER BY ${names}`
    : grouped;
}
