import type { SurveyModel } from '#surveys/survey-model.ts';
import { CAMPAIGN_MESSAGE_STATES } from '../campaign-table.ts';
import type { ColumnTypes } from '../compile-query.ts';
import type { ValueType } from '../interview-pages.ts';
import { partAlias } from '../query-rows.ts';
import {
  type CampaignCondition,
  type Condition,
  type GroupBy,
  type Measure,
  measureAlias,
  type QuerySpec,
  questionColumn,
  SENTIMENT_COLUMN,
  TOPICS_COLUMN,
  textColumn,
  unitColumn,
} from '../query-spec.ts';
import type { RollupInfo } from '../rollup-columns.ts';
import { keysOnAnswer, rollupFor } from '../rollup-sql.ts';
import { INTEGER_RANGE, structuralInteger } from '../sql-params.ts';
import { ClickHouseParams, type ClickHouseSql } from './clickhouse-params.ts';
import {
  clickHouseRollupParts,
  compileClickHouseRollupDistribution,
  compileClickHouseRollupMeasure,
} from './compile-clickhouse-rollup.ts';
import { clickHouseRollupSource, rollupWithDays } from './rollup-tables.ts';
import { CLICKHOUSE_VALUE_TYPES, clickHouseCampaignTable, clickHouseSurveyTable } from './wide-table.ts';

/*
 * The query spec compiled to ClickHouse SQL over a survey's wide table (wide-table.ts): the
 * rows `compileQuery` gives on DuckDB, column for column (`g`, `s`, `m0`, ...; parts
 * `m0_0`, ... with totals), typed alike, so that `readQueryRows` reads either. Traps of the
 * dialect, each met below: `//` starts a comment (integer division is `intDiv`); a cast of
 * NULL to a plain type throws (`toFloat64` keeps NULL); `lower` is ASCII only (`lowerUTF8`);
 * `avg` of no rows is NaN on a column that cannot be NULL (every measured column here can).
 * A spec the rollups hold (rollup-sql.ts's `rollupFor`: units and dates, sums) is answered
 * from them (rollup-tables.ts), every other from the wide table.
 */

/** A Monday: weeks are counted from it, as compile-query.ts counts them. */
const WEEK_ORIGIN = "toDate('1970-01-05')";

type ColumnType = (typeof CLICKHOUSE_VALUE_TYPES)[ValueType];

/** What a condition is compiled against: the survey's wide table, its column types, the statement's parameters. */
export interface ClickHouseConditionContext {
  table: string;
  /**
   * `table` holds rollups: the condition that picks the rollup read and leaves out its groups
   * without interviews (rows of zeros).
   */
  rollup?: string;
  types: ColumnTypes;
  params: ClickHouseParams;
  surveyId: number;
}

type Context = ClickHouseConditionContext;

function typeOf(types: ColumnTypes, questionId: number): ValueType {
  const type = types.get(questionId);
  if (!type) throw new Error(`Not a number or choice question: ${questionId}`);
  return type;
}

/** Values of the question's column type (others cannot match), each bound once in that type. */
function columnValues(values: readonly number[], type: ValueType, params: ClickHouseParams): string[] {
  const [min, max] = INTEGER_RANGE[type];
  const columnType: ColumnType = CLICKHOUSE_VALUE_TYPES[type];
  return [...new Set(values)]
    .filter((v) => Number.isSafeInteger(v) && v >= min && v <= max)
    .map((value) => params.add({ type: columnType, value }));
}

/** An answer range: bounds rounded inwards and clamped to the column's type, as on DuckDB. */
function rangeCondition(questionId: number, from: number, to: number, ctx: Context): string {
  if (Number.isNaN(from) || Number.isNaN(to)) throw new Error('Not a range');
  const type = typeOf(ctx.types, questionId);
  const [min, max] = INTEGER_RANGE[type];
  const low = Math.max(min, Math.ceil(from));
  const high = Math.min(max, Math.floor(to));
  if (low > high) return 'false';
  const columnType = CLICKHOUSE_VALUE_TYPES[type];
  const q = questionColumn(questionId);
  return `${q} BETWEEN ${ctx.params.add({ type: columnType, value: low })} AND ${ctx.params.add({ type: columnType, value: high })}`;
}

/**
 * Case-insensitive "contains" as DuckDB's `contains(lower(x), lower(t))`: NULL for a NULL
 * text. `lowerUTF8` lowers every letter, as DuckDB's `lower` does; ClickHouse's `lower`
 * would leave Ä and Ö as they are.
 */
function contains(column: string, text: string): string {
  return `positionUTF8(lowerUTF8(${column}), lowerUTF8(${text})) > 0`;
}

/** As compile-campaign.ts: a semi-join on the survey's campaign side table. */
function campaignCondition(c: CampaignCondition, ctx: Context): string {
  const { params } = ctx;
  const parts = [`campaign_id = ${params.add({ type: 'Int32', value: c.campaignId })}`];
  if (c.state !== 'any') {
    const code = CAMPAIGN_MESSAGE_STATES.indexOf(c.state);
    if (code < 0) throw new Error(`Not a message state: ${c.state}`);
    parts.push(`state = ${params.add({ type: 'UInt8', value: code })}`);
  }
  if (c.opened !== 'any') parts.push(c.opened === 'yes' ? 'opened' : 'NOT opened');
  if (c.clicked !== 'any') parts.push(c.clicked === 'yes' ? 'clicked' : 'NOT clicked');
  if (c.days !== null) {
    if (c.days < 0) throw new Error(`Not a number of days: ${c.days}`);
    parts.push(`days BETWEEN 0 AND ${params.add({ type: 'Int32', value: c.days })}`);
  }
  return `id IN (SELECT interview_id FROM ${clickHouseCampaignTable(ctx.surveyId)} WHERE ${parts.join(' AND ')})`;
}

function compileCondition(c: Condition, ctx: Context): string {
  const { params } = ctx;
  switch (c.kind) {
    case 'unit':
      return `${unitColumn(c.level)} = ${params.add({ type: 'Int32', value: c.unitId })}`;
    case 'units':
      return c.units.length === 0
        ? 'false'
        : `(${c.units.map((u) => `${unitColumn(u.level)} = ${params.add({ type: 'Int32', value: u.unitId })}`).join(' OR ')})`;
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
      const x = textColumn(c.questionId);
      const text = (t: string) => params.add({ type: 'String', value: t });
      const parts: string[] = [];
      if (c.include.length > 0) parts.push(`(${c.include.map((t) => contains(x, text(t))).join(' OR ')})`);
      for (const t of c.exclude) parts.push(`NOT coalesce(${contains(x, text(t))}, false)`);
      return parts.length ? parts.join(' AND ') : 'true';
    }
    case 'dateRange':
      return `d >= ${params.add({ type: 'Date32', value: c.from })} AND d < ${params.add({ type: 'Date32', value: c.to })}`;
    case 'dateCompare':
      if (!['<', '=', '>'].includes(c.op)) throw new Error(`Not a comparison: ${c.op}`);
      return `d ${c.op} ${params.add({ type: 'Date32', value: c.date })}`;
    case 'monthDay':
      return `toMonth(d) = ${params.add({ type: 'Int32', value: c.month })} AND toDayOfMonth(d) = ${params.add({ type: 'Int32', value: c.day })}`;
    case 'tableDate':
      // of an empty table, min(d) is 1970-01-01, not NULL: no row of it can match either way
      // (on the daily rollup, a day whose interviews are gone is left out)
      return `d = (SELECT ${c.mode === 'first' ? 'min' : 'max'}(d) FROM ${ctx.table}${ctx.rollup ? ` WHERE ${ctx.rollup}` : ''})`;
    case 'campaign':
      return campaignCondition(c, ctx);
    case 'ids':
      // One array value: one statement whatever the number of ids.
      return c.ids.length === 0
        ? 'false'
        : `id IN (SELECT arrayJoin(${params.add({ type: 'Array(Int64)', value: c.ids })}))`;
    case 'hasText':
      return c.questionIds.length === 0
        ? 'false'
        : `(${c.questionIds.map((id) => `${textColumn(id)} IS NOT NULL`).join(' OR ')})`;
    case 'textSearch': {
      if (c.questionIds.length === 0) return 'false';
      const search = params.add({ type: 'String', value: c.search });
      return `(${c.questionIds.map((id) => contains(textColumn(id), search)).join(' OR ')})`;
    }
    case 'answeredAll':
      return c.questionIds.length === 0
        ? 'true'
        : `(${c.questionIds.map((id) => `${questionColumn(id)} IS NOT NULL`).join(' AND ')})`;
    case 'topic':
      // an interview without a topic holds an empty array (DuckDB: NULL); neither has any key
      return c.keys.length === 0
        ? 'false'
        : `hasAny(${TOPICS_COLUMN}, [${c.keys.map((key) => params.add({ type: 'String', value: key })).join(', ')}])`;
  }
}

/**
 * The conditions joined by AND, each in parentheses (null without conditions), as
 * compile-query.ts's `compileConditions`: queries, list pages and exports filter alike.
 */
export function compileClickHouseConditions(
  conditions: readonly Condition[],
  ctx: ClickHouseConditionContext,
): string | null {
  return conditions.length > 0 ? conditions.map((c) => `(${compileCondition(c, ctx)})`).join(' AND ') : null;
}

/**
 * A measure typed as DuckDB types it: counts Int32 (DuckDB's INTEGER), the rest Float64,
 * NULL where DuckDB gives NULL. `toFloat64` before a sum: a cast (`::Float64`) throws on NULL.
 */
function compileMeasure(m: Measure, alias: string): string {
  switch (m.kind) {
    case 'count':
      return `toInt32(count()) AS ${alias}`;
    case 'answered':
      return `toInt32(count(${questionColumn(m.questionId)})) AS ${alias}`;
    case 'mean':
      return `avgOrNull(${questionColumn(m.questionId)}) AS ${alias}`;
    case 'nps': {
      const q = questionColumn(m.questionId);
      return `(toInt64(countIf(${q} >= 9)) - toInt64(countIf(${q} <= 6))) * 100.0 / nullIf(count(${q}), 0) AS ${alias}`;
    }
    case 'topbox': {
      const q = questionColumn(m.questionId);
      return `countIf(${q} >= ${structuralInteger(m.scaleMax - 1)}) * 100.0 / nullIf(count(${q}), 0) AS ${alias}`;
    }
    case 'countIn': {
      const q = questionColumn(m.questionId);
      return `toInt32(countIf(${q} BETWEEN ${structuralInteger(m.min)} AND ${structuralInteger(m.max)})) AS ${alias}`;
    }
    case 'sum':
      return `toFloat64(coalesce(sum(toFloat64(${questionColumn(m.questionId)})), 0)) AS ${alias}`;
    case 'sumSquares': {
      const q = questionColumn(m.questionId);
      return `toFloat64(coalesce(sum(toFloat64(${q}) * ${q}), 0)) AS ${alias}`;
    }
    case 'corr':
      // over the rows that answered both (an aggregate skips a row with a NULL argument);
      // NaN for one pair or no variance, NULL for none, as DuckDB's
      return `corr(${questionColumn(m.questionA)}, ${questionColumn(m.questionB)}) AS ${alias}`;
    case 'sentiment':
      return `avgOrNull(${SENTIMENT_COLUMN}) AS ${alias}`;
  }
}

/** A measure's additive parts, as compile-query.ts's `measureParts` (DuckDB's BIGINT is Int64). */
function measureParts(m: Measure): string[] {
  switch (m.kind) {
    case 'count':
      return ['toInt64(count())'];
    case 'answered':
      return [`toInt64(count(${questionColumn(m.questionId)}))`];
    case 'mean': {
      const q = questionColumn(m.questionId);
      return [`toInt64(coalesce(sum(${q}), 0))`, `toInt64(count(${q}))`];
    }
    case 'nps': {
      const q = questionColumn(m.questionId);
      return [`toInt64(countIf(${q} >= 9))`, `toInt64(countIf(${q} <= 6))`, `toInt64(count(${q}))`];
    }
    case 'topbox': {
      const q = questionColumn(m.questionId);
      return [`toInt64(countIf(${q} >= ${structuralInteger(m.scaleMax - 1)}))`, `toInt64(count(${q}))`];
    }
    case 'countIn': {
      const q = questionColumn(m.questionId);
      return [`toInt64(countIf(${q} BETWEEN ${structuralInteger(m.min)} AND ${structuralInteger(m.max)}))`];
    }
    case 'sum':
      return [`toFloat64(coalesce(sum(toFloat64(${questionColumn(m.questionId)})), 0))`];
    case 'sumSquares': {
      const q = questionColumn(m.questionId);
      return [`toFloat64(coalesce(sum(toFloat64(${q}) * ${q}), 0))`];
    }
    case 'corr':
    case 'sentiment':
      throw new Error(`A ${m.kind} does not add up over groups: no totals`);
  }
}

/** A row per topic of each interview: the topics unnested below the conditions. */
const TOPIC_KEY = 'topic_key';

/**
 * The grouping key. Time buckets group on a date (month and quarter: their first day, which
 * ClickHouse computes as fast as an integer) except weeks, counted from WEEK_ORIGIN as on
 * DuckDB (`intDiv` truncates towards zero as DuckDB's `//` does, so the days before the
 * first Monday of 1970 fall in its week alike).
 */
function groupExpression(g: GroupBy): string {
  switch (g.kind) {
    case 'unitLevel':
      return unitColumn(g.level);
    case 'question':
      return questionColumn(g.questionId);
    case 'time':
      if (g.bucket === 'day') return 'd';
      if (g.bucket === 'week') return `intDiv(d - ${WEEK_ORIGIN}, 7)`;
      if (g.bucket === 'month') return 'toStartOfMonth(d)';
      if (g.bucket === 'quarter') return 'toStartOfQuarter(d)';
      throw new Error(`Not a time bucket: ${g.bucket}`);
    case 'topic':
      return TOPIC_KEY;
  }
}

/** A time key's first day, formatted after grouping (once per bucket): `toString` of a Date is ISO. */
function bucketDate(bucket: 'day' | 'week' | 'month' | 'quarter', key: string): string {
  return bucket === 'week' ? `toString(addDays(${WEEK_ORIGIN}, ${key} * 7))` : `toString(${key})`;
}

/** The daily rollup of the one `rollupFor` named (itself when daily), or null when there is none. */
function dailyRollup(info: RollupInfo, name: string): string | null {
  if (name === info.table || name === info.monthTable) return info.table;
  for (const tables of info.choices?.values() ?? [])
    if (name === tables.table || name === tables.monthTable) return tables.table;
  return null;
}

/**
 * Compiles a query spec to ClickHouse SQL and its parameters over the survey's wide table
 * (`clickHouseSurveyTable`): grouped queries return a column `g`, split ones a column `s`,
 * measures `m0`, `m1`, ... in order, as `compileQuery` does for DuckDB.
 */
export function compileClickHouseQuery(
  spec: QuerySpec,
  types: ColumnTypes,
  /** The survey's rollups (`clickHouseRollupInfo`); none: the wide table answers every spec. */
  rollups: RollupInfo | null = null,
  /** Days the rollups have not made again since the relay copied interviews of them (decision 063). */
  behind: { survey: SurveyModel; days: readonly string[] } | null = null,
): ClickHouseSql {
  const params = new ClickHouseParams();
  const wide = clickHouseSurveyTable(spec.surveyId);
  let rollup = rollups ? rollupFor(spec, rollups) : null;
  let table: string | null = null;
  // Days behind: the daily rollup with those days summed from the wide table (a month's
  // rollup holds them too, and only its daily counterpart can leave them out), else the
  // wide table when the rollup has no daily counterpart.
  if (rollup && rollups && behind && behind.days.length > 0) {
    rollup = dailyRollup(rollups, rollup);
    if (rollup) {
      const days = params.add({ type: 'Array(Date)', value: behind.days });
      table = rollupWithDays(behind.survey, clickHouseRollupSource(rollup).table, wide, days);
    }
  }
  // the rollups' info when one of them answers the spec
  const info = rollup && rollups;
  // the table holding that rollup, and the rollup's rows of it with interviews
  const source = rollup ? clickHouseRollupSource(rollup) : null;
  table ??= source?.table ?? wide;
  const own = source ? `${source.where} AND n > 0` : null;
  const ctx: Context = { table, rollup: own ?? undefined, types, params, surveyId: spec.surveyId };
  const bound = (sql: string): ClickHouseSql => ({ sql, params: params.values });
  const split = spec.splitSince
    ? `toInt32(d >= ${params.add({ type: 'Date32', value: spec.splitSince })}) AS s`
    : null;
  const conditions = [own, compileClickHouseConditions(spec.where, ctx)].filter((c) => c !== null);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  // by a question's answer: counted per value, unless the rollup keys on that answer (a choice rollup)
  if (
    info &&
    rollup &&
    spec.groupBy?.kind === 'question' &&
    !keysOnAnswer(info, rollup, spec.groupBy.questionId)
  )
    return bound(
      compileClickHouseRollupDistribution(spec.groupBy.questionId, spec.measures, info, table, where),
    );
  const measureOf = (m: Measure, alias: string) =>
    info ? compileClickHouseRollupMeasure(m, info, alias) : compileMeasure(m, alias);
  const partsOf = (m: Measure) => (info ? clickHouseRollupParts(m, info) : measureParts(m));
  const from =
    spec.groupBy?.kind === 'topic'
      ? `FROM (SELECT *, arrayJoin(${TOPICS_COLUMN}) AS ${TOPIC_KEY} FROM ${table} ${where})`
      : `FROM ${table} ${where}`;
  const byTime = spec.groupBy?.kind === 'time' ? spec.groupBy.bucket : null;
  // A time key is named k until it is formatted: `toString(g) AS g` would be a cyclic alias.
  const key = byTime ? 'k' : 'g';
  const keys: string[] = [];
  const names: string[] = [];
  if (spec.groupBy) {
    keys.push(`${groupExpression(spec.groupBy)} AS ${key}`);
    names.push(key);
  }
  if (split) {
    keys.push(split);
    names.push('s');
  }
  if (spec.totals) {
    if (!spec.groupBy || spec.groupBy.kind === 'time' || spec.groupBy.kind === 'topic')
      throw new Error('Totals need a unit or question grouping');
    // each group's additive parts from one scan; `readQueryRows` adds them up into the total
    const parts = spec.measures.flatMap((m, i) =>
      partsOf(m).map((part, j) => `${part} AS ${partAlias(i, j)}`),
    );
    return bound(
      `SELECT ${keys.join(', ')}, ${parts.join(', ')} ${from} GROUP BY ${names.join(', ')} ORDER BY ${names.join(', ')}`,
    );
  }
  const measures = spec.measures.map((m, i) => measureOf(m, measureAlias(i)));
  if (keys.length === 0) return bound(`SELECT ${measures.join(', ')} ${from}`);
  const grouped = `SELECT ${keys.join(', ')}, ${measures.join(', ')} ${from} GROUP BY ${names.join(', ')}`;
  if (!byTime) return bound(`${grouped} ORDER BY ${names.join(', ')}`);
  const order = ['g', ...names.slice(1)].join(', ');
  return bound(`SELECT ${bucketDate(byTime, 'k')} AS g, * EXCEPT (k) FROM (${grouped}) ORDER BY ${order}`);
}
