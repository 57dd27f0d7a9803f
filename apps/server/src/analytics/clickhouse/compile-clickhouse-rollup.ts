import type { Measure } from '../query-spec.ts';
import { measureAlias } from '../query-spec.ts';
import { countColumn, type RollupInfo, squaresColumn, sumColumn, valueColumn } from '../rollup-columns.ts';
import { structuralInteger } from '../sql-params.ts';

/*
 * Measures over a ClickHouse rollup (rollup-tables.ts), typed and valued as
 * compile-clickhouse-query.ts computes them over the wide table: a count and a sum are the
 * rollup's sums added up, a share the counts of the scale's values that pass (`rollupCovers`
 * sends a question without usable counts per value to the wide table).
 */

/** The answers of the question whose value passes `keep`, summed from its count per value. */
function answersWhere(info: RollupInfo, questionId: number, keep: (value: number) => boolean): string {
  const columns = (info.questions.get(questionId) ?? []).flatMap((v, i) =>
    keep(v) ? [valueColumn(questionId, i)] : [],
  );
  // no value passes: still an aggregate, so that an ungrouped query gives one row
  return columns.length > 0 ? `toInt64(sum(${columns.join(' + ')}))` : 'toInt64(sum(0))';
}

const answered = (questionId: number) => `toInt64(sum(${countColumn(questionId)}))`;
const promoters = (info: RollupInfo, q: number) => answersWhere(info, q, (v) => v >= 9);
const detractors = (info: RollupInfo, q: number) => answersWhere(info, q, (v) => v <= 6);
const topBox = (info: RollupInfo, q: number, scaleMax: number) =>
  answersWhere(info, q, (v) => v >= scaleMax - 1);
const inRange = (info: RollupInfo, q: number, min: number, max: number) =>
  answersWhere(info, q, (v) => v >= min && v <= max);

/** A measure over the rollup, named `alias`. */
export function compileClickHouseRollupMeasure(m: Measure, info: RollupInfo, alias: string): string {
  switch (m.kind) {
    case 'count':
      return `toInt32(sum(n)) AS ${alias}`;
    case 'answered':
      return `toInt32(sum(${countColumn(m.questionId)})) AS ${alias}`;
    case 'mean':
      return `sum(${sumColumn(m.questionId)}) / nullIf(${answered(m.questionId)}, 0) AS ${alias}`;
    case 'nps':
      return `(${promoters(info, m.questionId)} - ${detractors(info, m.questionId)}) * 100.0 / nullIf(${answered(m.questionId)}, 0) AS ${alias}`;
    case 'topbox':
      return `${topBox(info, m.questionId, m.scaleMax)} * 100.0 / nullIf(${answered(m.questionId)}, 0) AS ${alias}`;
    case 'countIn':
      return `toInt32(${inRange(info, m.questionId, m.min, m.max)}) AS ${alias}`;
    case 'sum':
      return `toFloat64(sum(${sumColumn(m.questionId)})) AS ${alias}`;
    case 'sumSquares':
      return `toFloat64(sum(${squaresColumn(m.questionId)})) AS ${alias}`;
    case 'corr':
    case 'sentiment':
      throw new Error(`A ${m.kind} is not held in the rollup (rollupCovers says no)`);
  }
}

/** A measure's additive parts over the rollup, as `measureParts` gives them over the wide table. */
export function clickHouseRollupParts(m: Measure, info: RollupInfo): string[] {
  switch (m.kind) {
    case 'count':
      return ['toInt64(sum(n))'];
    case 'answered':
      return [answered(m.questionId)];
    case 'mean':
      return [`toInt64(sum(${sumColumn(m.questionId)}))`, answered(m.questionId)];
    case 'nps':
      return [promoters(info, m.questionId), detractors(info, m.questionId), answered(m.questionId)];
    case 'topbox':
      return [topBox(info, m.questionId, m.scaleMax), answered(m.questionId)];
    case 'countIn':
      return [inRange(info, m.questionId, m.min, m.max)];
    case 'sum':
    case 'sumSquares':
      return [compileClickHouseRollupMeasure(m, info, 'x').replace(/ AS x$/, '')];
    case 'corr':
    case 'sentiment':
      throw new Error(`A ${m.kind} is not held in the rollup (rollupCovers says no)`);
  }
}

/**
 * Interviews per answer of a question over the rollup (its scale's values, then no answer as
 * NULL), as the wide table's GROUP BY gives them: answers without interviews left out, ordered
 * by answer. Every measure is a count (rollupCovers says so). The scale's values are survey
 * structure, written as checked integers.
 */
export function compileClickHouseRollupDistribution(
  questionId: number,
  measures: Measure[],
  info: RollupInfo,
  table: string,
  where: string,
): string {
  const values = info.questions.get(questionId) ?? [];
  const sums = [
    ...values.map((_, i) => `toInt64(sum(${valueColumn(questionId, i)})) AS k${i}`),
    `toInt64(sum(n)) - toInt64(sum(${countColumn(questionId)})) AS k_null`,
  ];
  const pairs = [
    ...values.map((v, i) => `(CAST(${structuralInteger(v)} AS Nullable(Int32)), k${i})`),
    '(NULL, k_null)',
  ];
  const outputs = measures.map((_, i) => `toInt32(kv.2) AS ${measureAlias(i)}`);
  return `SELECT kv.1 AS g, ${outputs.join(', ')} FROM (
      SELECT arrayJoin([${pairs.join(', ')}]) AS kv FROM (SELECT ${sums.join(', ')} FROM ${table} ${where})
    ) WHERE kv.2 > 0 ORDER BY g`;
}
