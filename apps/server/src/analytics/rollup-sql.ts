import type { Condition, Measure, QuerySpec } from './query-spec.ts';
import { measureAlias } from './query-spec.ts';
import {
  bandColumn,
  countColumn,
  type RollupInfo,
  sameValues,
  squaresColumn,
  sumColumn,
  valueColumn,
} from './rollup-columns.ts';
import { structuralInteger } from './sql-params.ts';

/**
 * Queries on the rollups: which table holds a spec, and its measures as sums of the
 * rollup's columns, typed and rounded as over the wide table.
 */
const ROLLUP_CONDITIONS = new Set(['unit', 'units', 'dateRange', 'dateCompare', 'monthDay', 'tableDate']);

const FIRST_OF_MONTH = /^\d{4}-\d{2}-01$/;

/** The conditions a rollup table keys on: units and dates, and on a choice rollup its question's answer. */
function onKeys(c: Condition, choice: number | null): boolean {
  return ROLLUP_CONDITIONS.has(c.kind) || (c.kind === 'values' && c.questionId === choice);
}

/**
 * The rollup tables that hold the spec's conditions: the survey's own when it has only
 * unit and date conditions; a choice question's when one condition (or more) is on that
 * question's answer; null otherwise.
 */
function rollupTables(
  spec: QuerySpec,
  info: RollupInfo,
): { table: string | null; monthTable: string; choice: number | null } | null {
  const others = spec.where.filter((c) => !ROLLUP_CONDITIONS.has(c.kind));
  if (others.length === 0) return { table: info.table, monthTable: info.monthTable, choice: null };
  const first = others[0];
  if (first.kind !== 'values') return null;
  const tables = info.choices?.get(first.questionId);
  if (!tables || !others.every((c) => onKeys(c, first.questionId))) return null;
  return { ...tables, choice: first.questionId };
}

/** Whether every date bound of the spec (and its split, and its buckets) falls on a month's first day. */
function wholeMonths(spec: QuerySpec): boolean {
  return (
    spec.where.every(
      (c) =>
        (c.kind !== 'dateRange' || (FIRST_OF_MONTH.test(c.from) && FIRST_OF_MONTH.test(c.to))) &&
        c.kind !== 'dateCompare' &&
        c.kind !== 'monthDay' &&
        c.kind !== 'tableDate',
    ) &&
    (spec.splitSince === undefined || FIRST_OF_MONTH.test(spec.splitSince)) &&
    (spec.groupBy?.kind !== 'time' || spec.groupBy.bucket === 'month' || spec.groupBy.bucket === 'quarter')
  );
}

/**
 * The rollup table that answers the spec exactly, or null: the monthly one when every
 * date bound is a month's first day and no bucket is finer than a month, else the daily
 * one when the spec is covered at all. A filter on a choice question with rollups of its
 * own reads those.
 */
export function rollupFor(spec: QuerySpec, info: RollupInfo): string | null {
  if (!rollupCovers(spec, info)) return null;
  const tables = rollupTables(spec, info);
  if (!tables) return null;
  return wholeMonths(spec) ? tables.monthTable : tables.table;
}

/**
 * Whether `table` keys on the answer to `questionId` (a choice question's rollup): a grouping
 * by that question is then a grouping by a column, as on the wide table.
 */
export function keysOnAnswer(info: RollupInfo, table: string, questionId: number): boolean {
  const tables = info.choices?.get(questionId);
  return tables !== undefined && (tables.table === table || tables.monthTable === table);
}

/**
 * Whether the rollup answers the spec exactly: conditions on units and dates only (and on
 * the answer of a choice question with rollups of its own), and measures (and a question
 * grouping) it holds the counts for.
 * @internal
 */
export function rollupCovers(spec: QuerySpec, info: RollupInfo): boolean {
  const tables = rollupTables(spec, info);
  if (!tables) return false;
  // days with a choice filter: only where the question's daily table pays
  if (tables.table === null && !wholeMonths(spec)) return false;
  const held = (m: Measure): boolean => {
    if (m.kind === 'count') return true;
    // a correlation needs the pairs of answers, which no sum of the rollup keeps
    if (m.kind === 'corr') return false;
    // comment tags are not summed into the rollup
    if (m.kind === 'sentiment') return false;
    if (!info.questions.has(m.questionId)) return false;
    // counts, sums and means from the count and sum columns; the rest from the per-value counts
    if (m.kind === 'answered' || m.kind === 'mean' || m.kind === 'sum') return true;
    return info.questions.get(m.questionId) !== null;
  };
  if (!spec.measures.every(held)) return false;
  if (spec.groupBy?.kind === 'topic') return false;
  if (spec.groupBy?.kind === 'question') {
    // on the question's own rollup its answer is a column to group by
    if (spec.groupBy.questionId === tables.choice) return true;
    return (
      !spec.splitSince &&
      !spec.totals &&
      (info.questions.get(spec.groupBy.questionId) ?? null) !== null &&
      spec.measures.every((m) => m.kind === 'count')
    );
  }
  return true;
}

/** The sum of the count columns of the question's values that pass `keep`, as BIGINT. */
function countOf(info: RollupInfo, questionId: number, keep: (value: number) => boolean): string {
  const values = info.questions.get(questionId) ?? [];
  const kept = values.filter(keep);
  const band = info.bands?.get(questionId)?.findIndex((b) => sameValues(b, kept)) ?? -1;
  if (kept.length > 0 && band >= 0) return `coalesce(sum(${bandColumn(questionId, band)}), 0)::BIGINT`;
  const columns = values.flatMap((v, i) => (keep(v) ? [valueColumn(questionId, i)] : []));
  // no value of the question passes: still an aggregate, so that an ungrouped query gives one row
  return columns.length > 0
    ? `coalesce(sum(${columns.join(' + ')}), 0)::BIGINT`
    : 'coalesce(sum(0), 0)::BIGINT';
}

/**
 * A measure over the rollup, typed and rounded as `compileMeasure` computes it over the
 * wide table (the analytics tests compare both), named `alias`.
 */
export function compileRollupMeasure(m: Measure, info: RollupInfo, alias: string): string {
  switch (m.kind) {
    case 'count':
      return `coalesce(sum(n), 0)::INTEGER AS ${alias}`;
    case 'answered':
      return `coalesce(sum(${countColumn(m.questionId)}), 0)::INTEGER AS ${alias}`;
    case 'mean':
      return `(sum(${sumColumn(m.questionId)}) / nullif(sum(${countColumn(m.questionId)}), 0))::DOUBLE AS ${alias}`;
    case 'nps': {
      const answered = `nullif(coalesce(sum(${countColumn(m.questionId)}), 0)::BIGINT, 0)`;
      return `((${countOf(info, m.questionId, (v) => v >= 9)} - ${countOf(info, m.questionId, (v) => v <= 6)}) * 100.0 / ${answered})::DOUBLE AS ${alias}`;
    }
    case 'topbox': {
      const answered = `nullif(coalesce(sum(${countColumn(m.questionId)}), 0)::BIGINT, 0)`;
      return `(${countOf(info, m.questionId, (v) => v >= m.scaleMax - 1)} * 100.0 / ${answered})::DOUBLE AS ${alias}`;
    }
    case 'countIn':
      return `(${countOf(info, m.questionId, (v) => v >= m.min && v <= m.max)})::INTEGER AS ${alias}`;
    case 'sum':
      return `coalesce(sum(${sumColumn(m.questionId)}), 0)::DOUBLE AS ${alias}`;
    case 'sumSquares':
      // Σv², summed per row when the rollup was made (its scale's values only: held while no
      // answer lies outside it)
      return (info.questions.get(m.questionId) ?? []).length > 0
        ? `coalesce(sum(${squaresColumn(m.questionId)}), 0)::DOUBLE AS ${alias}`
        : `0::DOUBLE AS ${alias}`;
    case 'corr':
      throw new Error('A correlation is not held in the rollup (rollupCovers says no)');
    case 'sentiment':
      throw new Error('Sentiment is not held in the rollup (rollupCovers says no)');
  }
}

/** A measure's additive parts over the rollup, as `measureParts` gives them over the wide table. */
export function rollupMeasureParts(m: Measure, info: RollupInfo): string[] {
  const answered = (questionId: number) => `coalesce(sum(${countColumn(questionId)}), 0)::BIGINT`;
  switch (m.kind) {
    case 'count':
      return ['coalesce(sum(n), 0)::BIGINT'];
    case 'answered':
      return [answered(m.questionId)];
    case 'mean':
      return [`coalesce(sum(${sumColumn(m.questionId)}), 0)::BIGINT`, answered(m.questionId)];
    case 'nps':
      return [
        countOf(info, m.questionId, (v) => v >= 9),
        countOf(info, m.questionId, (v) => v <= 6),
        answered(m.questionId),
      ];
    case 'topbox':
      return [countOf(info, m.questionId, (v) => v >= m.scaleMax - 1), answered(m.questionId)];
    case 'countIn':
      return [countOf(info, m.questionId, (v) => v >= m.min && v <= m.max)];
    case 'sum':
    case 'sumSquares':
      // the measure's own expression, without its name
      return [compileRollupMeasure(m, info, 'x').replace(/ AS x$/, '')];
    case 'corr':
    case 'sentiment':
      throw new Error(`A ${m.kind} is not held in the rollup (rollupCovers says no)`);
  }
}

/**
 * Counts per answer of a question (its scale, then no answer as null), as the wide
 * table's GROUP BY gives them: values without interviews left out, ordered by value.
 * The scale's values are survey structure and stay in the text; `where` holds the
 * request's values as parameters.
 */
export function compileRollupDistribution(
  questionId: number,
  measures: Measure[],
  info: RollupInfo,
  table: string,
  where: string,
): string {
  const values = info.questions.get(questionId) ?? [];
  const sums = [
    ...values.map((_, i) => `coalesce(sum(${valueColumn(questionId, i)}), 0) AS k${i}`),
    `coalesce(sum(n), 0) - coalesce(sum(${countColumn(questionId)}), 0) AS k_null`,
  ];
  const keys = [...values.map(structuralInteger), 'NULL'];
  const counts = [...values.map((_, i) => `k${i}`), 'k_null'];
  const outputs = measures.map((_, i) => `n::INTEGER AS ${measureAlias(i)}`);
  return `SELECT g, ${outputs.join(', ')} FROM (
      SELECT unnest([${keys.join(', ')}]) AS g, unnest([${counts.join(', ')}]) AS n
      FROM (SELECT ${sums.join(', ')} FROM ${table} ${where})
    ) WHERE n > 0 ORDER BY g`;
}
