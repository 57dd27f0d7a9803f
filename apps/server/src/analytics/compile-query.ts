import type { SurveyModel } from '#surveys/survey-model.ts';
import { compileCampaignCondition } from './compile-campaign.ts';
import { type ValueType, valueType } from './interview-pages.ts';
import { partAlias } from './query-rows.ts';
import {
  type Condition,
  type GroupBy,
  type Measure,
  measureAlias,
  type QuerySpec,
  questionColumn,
  SENTIMENT_COLUMN,
  surveyTable,
  TOPICS_COLUMN,
  textColumn,
  unitColumn,
} from './query-spec.ts';
import type { RollupInfo } from './rollup-columns.ts';
import {
  compileRollupDistribution,
  compileRollupMeasure,
  keysOnAnswer,
  rollupFor,
  rollupMeasureParts,
} from './rollup-sql.ts';
import { type BoundSql, fitsInteger, INTEGER_RANGE, SqlParams, structuralInteger } from './sql-params.ts';

/** A Monday: weeks are counted from it, so they start on Mondays as ISO weeks do. */
const WEEK_ORIGIN = "DATE '1970-01-05'";

/** The column type of each number and choice question: values are bound in that type. */
export type ColumnTypes = ReadonlyMap<number, ValueType>;

const typesBySurvey = new WeakMap<SurveyModel, ColumnTypes>();

export function columnTypes(survey: SurveyModel): ColumnTypes {
  let types = typesBySurvey.get(survey);
  if (!types) {
    types = new Map(survey.questions.filter((q) => q.type !== 'text').map((q) => [q.id, valueType(q)]));
    typesBySurvey.set(survey, types);
  }
  return types;
}

/** What compiling a condition needs: the table it filters, the survey's column types, the parameters. */
export interface CompileContext {
  table: string;
  types: ColumnTypes;
  params: SqlParams;
}

function bucketDate(bucket: 'day' | 'week' | 'month' | 'quarter'): string {
  if (bucket === 'day') return 'g';
  if (bucket === 'week') return `${WEEK_ORIGIN} + CAST(g * 7 AS INTEGER)`;
  if (bucket === 'month') return 'make_date(CAST(g // 100 AS INTEGER), CAST(g % 100 AS INTEGER), 1)';
  return 'make_date(CAST(g // 10 AS INTEGER), CAST((g % 10 - 1) * 3 + 1 AS INTEGER), 1)';
}

function typeOf(types: ColumnTypes, questionId: number): ValueType {
  const type = types.get(questionId);
  if (!type) throw new Error(`Not a number or choice question: ${questionId}`);
  return type;
}

/** Values of the question's column type (others cannot match), each bound once. */
function columnValues(values: readonly number[], type: ValueType, params: SqlParams): string[] {
  return [...new Set(values)].filter((v) => fitsInteger(type, v)).map((value) => params.add({ type, value }));
}

/**
 * An answer range on an integer column: its bounds rounded inwards and clamped to the
 * column's type, so DuckDB compares in the column's own type (no cast, the filter is
 * pushed into the scan) and gives what the unrounded bounds would.
 */
function rangeCondition(questionId: number, from: number, to: number, ctx: CompileContext): string {
  if (Number.isNaN(from) || Number.isNaN(to)) throw new Error('Not a range');
  const type = typeOf(ctx.types, questionId);
  const [min, max] = INTEGER_RANGE[type];
  const low = Math.max(min, Math.ceil(from));
  const high = Math.min(max, Math.floor(to));
  if (low > high) return 'false';
  const q = questionColumn(questionId);
  return `${q} BETWEEN ${ctx.params.add({ type, value: low })} AND ${ctx.params.add({ type, value: high })}`;
}

function compileCondition(c: Condition, ctx: CompileContext): string {
  const { params } = ctx;
  switch (c.kind) {
    case 'unit':
      return `${unitColumn(c.level)} = ${params.add({ type: 'INTEGER', value: c.unitId })}`;
    case 'units':
      return c.units.length === 0
        ? 'false'
        : `(${c.units.map((u) => `${unitColumn(u.level)} = ${params.add({ type: 'INTEGER', value: u.unitId })}`).join(' OR ')})`;
    case 'values': {
      const q = questionColumn(c.questionId);
      const list = columnValues(c.values, typeOf(ctx.types, c.questionId), params);
      if (list.length === 0) return c.exclude ? 'true' : 'false';
      return c.exclude
        ? `(${q} IS NULL OR ${q} NOT IN (${list.join(', ')}))`
        : `${q} IN (${list.join(', ')})`;
    }
    case 'range':
      return rangeCondition(c.questionId, c.from, c.to, ctx);
    case 'text': {
      const x = `lower(${textColumn(c.questionId)})`;
      const text = (t: string) => `lower(${params.add({ type: 'VARCHAR', value: t })})`;
      const parts: string[] = [];
      if (c.include.length > 0)
        parts.push(`(${c.include.map((t) => `contains(${x}, ${text(t)})`).join(' OR ')})`);
      for (const t of c.exclude) parts.push(`NOT coalesce(contains(${x}, ${text(t)}), false)`);
      return parts.length ? parts.join(' AND ') : 'true';
    }
    case 'dateRange':
      return `d >= ${params.add({ type: 'DATE', value: c.from })} AND d < ${params.add({ type: 'DATE', value: c.to })}`;
    case 'dateCompare':
      if (!['<', '=', '>'].includes(c.op)) throw new Error(`Not a comparison: ${c.op}`);
      return `d ${c.op} ${params.add({ type: 'DATE', value: c.date })}`;
    case 'monthDay':
      return `month(d) = ${params.add({ type: 'INTEGER', value: c.month })} AND day(d) = ${params.add({ type: 'INTEGER', value: c.day })}`;
    case 'tableDate':
      return `d = (SELECT ${c.mode === 'first' ? 'min' : 'max'}(d) FROM ${ctx.table})`;
    case 'campaign':
      return compileCampaignCondition(c, ctx.table, params);
    case 'ids':
      // One LIST value: one statement whatever the number of ids (a semi-join keeps the id filter pushed down).
      return c.ids.length === 0
        ? 'false'
        : `id IN (SELECT unnest(${params.add({ type: 'BIGINT[]', value: c.ids })}))`;
    case 'hasText':
      return c.questionIds.length === 0
        ? 'false'
        : `(${c.questionIds.map((id) => `${textColumn(id)} IS NOT NULL`).join(' OR ')})`;
    case 'textSearch': {
      if (c.questionIds.length === 0) return 'false';
      const search = `lower(${params.add({ type: 'VARCHAR', value: c.search })})`;
      return `(${c.questionIds.map((id) => `contains(lower(${textColumn(id)}), ${search})`).join(' OR ')})`;
    }
    case 'answeredAll':
      return c.questionIds.length === 0
        ? 'true'
        : `(${c.questionIds.map((id) => `${questionColumn(id)} IS NOT NULL`).join(' AND ')})`;
    case 'topic':
      // keys are bound: they come from the request (checked against the taxonomy)
      return c.keys.length === 0
        ? 'false'
        : `list_has_any(${TOPICS_COLUMN}, [${c.keys.map((key) => params.add({ type: 'VARCHAR', value: key })).join(', ')}])`;
  }
}

function compileMeasure(m: Measure, alias: string): string {
  switch (m.kind) {
    case 'count':
      return `count(*)::INTEGER AS ${alias}`;
    case 'answered':
      return `count(${questionColumn(m.questionId)})::INTEGER AS ${alias}`;
    case 'mean':
      return `avg(${questionColumn(m.questionId)})::DOUBLE AS ${alias}`;
    case 'nps': {
      const q = questionColumn(m.questionId);
      return `((count(*) FILTER (WHERE ${q} >= 9) - count(*) FILTER (WHERE ${q} <= 6)) * 100.0 / nullif(count(${q}), 0))::DOUBLE AS ${alias}`;
    }
    case 'topbox': {
      const q = questionColumn(m.questionId);
      return `(count(*) FILTER (WHERE ${q} >= ${structuralInteger(m.scaleMax - 1)}) * 100.0 / nullif(count(${q}), 0))::DOUBLE AS ${alias}`;
    }
    case 'countIn': {
      const q = questionColumn(m.questionId);
      return `count(*) FILTER (WHERE ${q} BETWEEN ${structuralInteger(m.min)} AND ${structuralInteger(m.max)})::INTEGER AS ${alias}`;
    }
    case 'sum':
      return `coalesce(sum(${questionColumn(m.questionId)}::DOUBLE), 0)::DOUBLE AS ${alias}`;
    case 'sumSquares': {
      const q = questionColumn(m.questionId);
      return `coalesce(sum(${q}::DOUBLE * ${q}), 0)::DOUBLE AS ${alias}`;
    }
    case 'corr':
      return `corr(${questionColumn(m.questionA)}, ${questionColumn(m.questionB)})::DOUBLE AS ${alias}`;
    case 'sentiment':
      return `avg(${SENTIMENT_COLUMN})::DOUBLE AS ${alias}`;
  }
}

/**
 * A measure as sums that add up over groups (`combineParts` computes it from them, for a
 * group or for several together), typed as `compileMeasure`'s own computation reads them.
 */
function measureParts(m: Measure): string[] {
  switch (m.kind) {
    case 'count':
      return ['count(*)::BIGINT'];
    case 'answered':
      return [`count(${questionColumn(m.questionId)})::BIGINT`];
    case 'mean': {
      const q = questionColumn(m.questionId);
      return [`coalesce(sum(${q}), 0)::BIGINT`, `count(${q})::BIGINT`];
    }
    case 'nps': {
      const q = questionColumn(m.questionId);
      return [
        `count(*) FILTER (WHERE ${q} >= 9)::BIGINT`,
        `count(*) FILTER (WHERE ${q} <= 6)::BIGINT`,
        `count(${q})::BIGINT`,
      ];
    }
    case 'topbox': {
      const q = questionColumn(m.questionId);
      return [
        `count(*) FILTER (WHERE ${q} >= ${structuralInteger(m.scaleMax - 1)})::BIGINT`,
        `count(${q})::BIGINT`,
      ];
    }
    case 'countIn': {
      const q = questionColumn(m.questionId);
      return [
        `count(*) FILTER (WHERE ${q} BETWEEN ${structuralInteger(m.min)} AND ${structuralInteger(m.max)})::BIGINT`,
      ];
    }
    case 'sum':
      return [`coalesce(sum(${questionColumn(m.questionId)}::DOUBLE), 0)::DOUBLE`];
    case 'sumSquares': {
      const q = questionColumn(m.questionId);
      return [`coalesce(sum(${q}::DOUBLE * ${q}), 0)::DOUBLE`];
    }
    case 'corr':
    case 'sentiment':
      throw new Error(`A ${m.kind} does not add up over groups: no totals`);
  }
}

/** A row per topic of each interview: the topics unnested below the conditions (DuckDB groups no UNNEST). */
const TOPIC_KEY = 'topic_key';

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
    case 'topic':
      return TOPIC_KEY;
  }
}

/** The conditions joined by AND (null without conditions); their values go to `ctx.params`. */
export function compileConditions(conditions: readonly Condition[], ctx: CompileContext): string | null {
  return conditions.length > 0 ? conditions.map((c) => `(${compileCondition(c, ctx)})`).join(' AND ') : null;
}

/** The conditions as a WHERE clause ('' without conditions). */
function compileWhere(conditions: readonly Condition[], ctx: CompileContext): string {
  const clause = compileConditions(conditions, ctx);
  return clause ? `WHERE ${clause}` : '';
}

/**
 * Compiles a query spec to DuckDB SQL and its parameters; grouped queries return a column
 * `g`, split ones (`splitSince`) a column `s`, measures `m0`, `m1`, ... in order. Given
 * the survey's rollup, specs it covers read it instead of the wide table, with the same
 * result.
 */
export function compileQuery(
  spec: QuerySpec,
  types: ColumnTypes,
  rollup: RollupInfo | null = null,
): BoundSql {
  const rollupTable = rollup ? rollupFor(spec, rollup) : null;
  const onRollup = rollup !== null && rollupTable !== null;
  const table = rollupTable ?? surveyTable(spec.surveyId);
  const params = new SqlParams();
  const ctx: CompileContext = { table, types, params };
  const bound = (sql: string): BoundSql => ({ sql, params: params.list });
  // The split comes first: its parameter is $1 whatever the conditions.
  const split = spec.splitSince
    ? `(d >= ${params.add({ type: 'DATE', value: spec.splitSince })})::INTEGER AS s`
    : null;
  const where = compileWhere(spec.where, ctx);
  if (onRollup && spec.groupBy?.kind === 'question' && !keysOnAnswer(rollup, table, spec.groupBy.questionId))
    return bound(compileRollupDistribution(spec.groupBy.questionId, spec.measures, rollup, table, where));
  const measures = spec.measures.map((m, i) =>
    onRollup ? compileRollupMeasure(m, rollup, measureAlias(i)) : compileMeasure(m, measureAlias(i)),
  );
  const from =
    spec.groupBy?.kind === 'topic'
      ? `FROM (SELECT *, unnest(${TOPICS_COLUMN}) AS ${TOPIC_KEY} FROM ${table} ${where})`
      : `FROM ${table} ${where}`;
  const keys: string[] = [];
  if (spec.groupBy) keys.push(`${groupExpression(spec.groupBy)} AS g`);
  if (split) keys.push(split);
  if (keys.length === 0) return bound(`SELECT ${measures.join(', ')} ${from}`);
  const names = keys.map((k) => k.slice(-1)).join(', ');
  if (spec.totals) {
    // Each group's additive parts (counts and sums) from one scan; the total is their sum,
    // added up with the rows (`readQueryRows`). DuckDB's GROUPING SETS scanned as slowly as
    // two queries (decision 047).
    if (!spec.groupBy || spec.groupBy.kind === 'time' || spec.groupBy.kind === 'topic')
      throw new Error('Totals need a unit or question grouping');
    const parts = spec.measures.flatMap((m, i) =>
      (onRollup ? rollupMeasureParts(m, rollup) : measureParts(m)).map(
        (part, j) => `${part} AS ${partAlias(i, j)}`,
      ),
    );
    return bound(
      `SELECT ${keys.join(', ')}, ${parts.join(', ')} ${from} GROUP BY ${names} ORDER BY ${names}`,
    );
  }
  const grouped = `SELECT ${keys.join(', ')}, ${measures.join(', ')} ${from} GROUP BY ${names} ORDER BY ${names}`;
  // Dates are formatted after grouping: once per bucket, not once per row.
  return bound(
    spec.groupBy?.kind === 'time'
      ? `SELECT strftime(${bucketDate(spec.groupBy.bucket)}, '%Y-%m-%d') AS g, * EXCLUDE (g) FROM (${grouped}) ORDER BY ${names}`
      : grouped,
  );
}
