import type { SurveyModel } from '#surveys/survey-model.ts';
import { questionColumn, unitColumn } from '../query-spec.ts';
import {
  countColumn,
  type RollupInfo,
  rollupScale,
  squaresColumn,
  sumColumn,
  valueColumn,
} from '../rollup-columns.ts';
import { structuralInteger } from '../sql-params.ts';
import type { ClickHouseSql } from './clickhouse-params.ts';
import { type ClickHouseColumn, type ClickHouseTable, clickHouseSurveyTable } from './wide-table.ts';

/*
 * A survey's rollups on ClickHouse (decision 059): per day (and per month) and unit path, the
 * number of interviews and, per number or choice question, its answers' count, sum and sum of
 * squares, and for a question with a small scale (`rollupScale`) its count per value of the
 * scale and of answers outside it (while there are any, such a question's shares are read
 * from the wide table).
 *
 * The wide table is a replacing one (a row copied again replaces its older copies when read
 * with FINAL), so a materialized view over its inserts would count a row copied twice twice.
 * The rollups are made from the wide table as it reads with FINAL instead: in full when a
 * backfill ends, and for the days a batch of the relay touched after each batch. A day is made
 * again whole: its groups now, and a row of zeros for each of its groups that has none left
 * (an interview moved to another unit, or deleted), all under a new version, so that the
 * rollup (itself a replacing table, read with FINAL) holds the day as the wide table does.
 * Making a day again is idempotent: a relay killed after it copied a batch and before it made
 * the batch's days leaves its outbox rows, and the next batch copies them again and makes the
 * same days. The monthly rollup is made from the daily one in the same way.
 */

/** A question's answers outside its scale. */
export const outsideColumn = (questionId: number) => `o${structuralInteger(questionId)}`;

export const clickHouseRollupTable = (surveyId: number) => `${clickHouseSurveyTable(surveyId)}_rollup`;
export const clickHouseMonthRollupTable = (surveyId: number) =>
  `${clickHouseSurveyTable(surveyId)}_rollup_month`;

/**
 * The number and choice questions (those with a column in the wide table and sums in the
 * rollup), each with its scale's values (null: too many to count each).
 */
const summed = (survey: SurveyModel) =>
  survey.questions.filter((q) => q.type !== 'text').map((q) => ({ id: q.id, scale: rollupScale(q) }));

const unitColumns = (survey: SurveyModel) =>
  Array.from({ length: survey.organisation.depth }, (_, i) => unitColumn(i + 1));

function rollupTable(survey: SurveyModel, name: string): ClickHouseTable {
  const columns: ClickHouseColumn[] = [
    { name: 'universe', type: 'UInt32' },
    { name: 'survey', type: 'UInt32' },
    { name: 'd', type: 'Date' },
    ...unitColumns(survey).map((name) => ({ name, type: 'Nullable(Int32)' })),
    { name: 'n', type: 'UInt64' },
  ];
  for (const { id, scale } of summed(survey)) {
    columns.push(
      { name: countColumn(id), type: 'UInt64' },
      { name: sumColumn(id), type: 'Int64' },
      { name: squaresColumn(id), type: 'Float64' },
    );
    if (scale) {
      columns.push(...scale.map((_, i) => ({ name: valueColumn(id, i), type: 'UInt64' })));
      columns.push({ name: outsideColumn(id), type: 'UInt64' });
    }
  }
  columns.push({ name: 'version', type: 'UInt64' });
  return {
    name,
    universeId: survey.universeId,
    surveyId: survey.id,
    columns,
    orderBy: ['universe', 'survey', 'd', ...unitColumns(survey)],
    replacing: false,
    rollup: true,
  };
}

/** The survey's daily and monthly rollup tables. */
export function rollupTables(survey: SurveyModel): { day: ClickHouseTable; month: ClickHouseTable } {
  return {
    day: rollupTable(survey, clickHouseRollupTable(survey.id)),
    month: rollupTable(survey, clickHouseMonthRollupTable(survey.id)),
  };
}

/**
 * What a query compiled against the rollups needs to know (rollup-sql.ts's `rollupFor` picks
 * the table): each number and choice question's scale, null where its counts per value cannot
 * be used (a wide scale, or `outside`: answers found outside it).
 */
export function clickHouseRollupInfo(survey: SurveyModel, outside: ReadonlySet<number>): RollupInfo {
  return {
    table: clickHouseRollupTable(survey.id),
    monthTable: clickHouseMonthRollupTable(survey.id),
    questions: new Map(summed(survey).map(({ id, scale }) => [id, outside.has(id) ? null : scale])),
  };
}

/** A statement of the questions whose answers lie outside their scale: one row, a count per question (`o<id>`). */
export function outsideAnswersSql(survey: SurveyModel): string | null {
  const counted = summed(survey).filter((q) => q.scale !== null);
  if (counted.length === 0) return null;
  const sums = counted.map(({ id }) => `toInt32(sum(${outsideColumn(id)})) AS ${outsideColumn(id)}`);
  return `SELECT ${sums.join(', ')} FROM ${clickHouseMonthRollupTable(survey.id)}`;
}

/** A version newer than every earlier one of the rollup's rows: ClickHouse's clock, in µs. */
const NOW_VERSION = 'toUInt64(toUnixTimestamp64Micro(now64(6)))';

/**
 * The sums of the wide table's rows, per day and unit path (named `day`).
 * @internal (the tests compare the rollups kept up to date with these, made afresh)
 */
export function sumsOfWide(survey: SurveyModel, wide: string, where: string): string {
  const keys = ['universe', 'survey', 'd', ...unitColumns(survey)];
  const sums = ['count() AS n'];
  const columns = ['universe', 'survey', 'd AS day', ...unitColumns(survey)];
  for (const { id, scale } of summed(survey)) {
    const q = questionColumn(id);
    sums.push(
      `count(${q}) AS ${countColumn(id)}`,
      `toInt64(coalesce(sum(${q}), 0)) AS ${sumColumn(id)}`,
      `toFloat64(coalesce(sum(toFloat64(${q}) * ${q}), 0)) AS ${squaresColumn(id)}`,
    );
    if (scale) {
      // the scale's values are survey structure: written into the statement as checked integers
      const values = scale.map(structuralInteger);
      sums.push(...values.map((v, i) => `countIf(${q} = ${v}) AS ${valueColumn(id, i)}`));
      sums.push(`countIf(${q} NOT IN (${values.join(', ')})) AS ${outsideColumn(id)}`);
    }
  }
  return `SELECT ${columns.join(', ')}, ${sums.join(', ')} FROM ${wide} WHERE ${where} GROUP BY ${keys.join(', ')}`;
}

/**
 * The rollup's own rows, their sums as they are or zeros (`day`: the day or month they go
 * under, named `day`: `toStartOfMonth(d) AS d` would be a cyclic alias).
 */
function rowsOf(survey: SurveyModel, table: string, day: string, where: string, zero: boolean): string {
  const columns = [
    'universe',
    'survey',
    `${day} AS day`,
    ...unitColumns(survey),
    zero ? 'toUInt64(0) AS n' : 'n',
  ];
  for (const name of sumColumns(survey)) {
    const type = name.startsWith('ss') ? 'Float64' : name.startsWith('s') ? 'Int64' : 'UInt64';
    columns.push(zero ? `to${type}(0) AS ${name}` : name);
  }
  return `SELECT ${columns.join(', ')} FROM ${table} WHERE ${where}`;
}

/** The rollup's columns of sums after `n`, in the table's order. */
function sumColumns(survey: SurveyModel): string[] {
  return summed(survey).flatMap(({ id, scale }) => [
    countColumn(id),
    sumColumn(id),
    squaresColumn(id),
    ...(scale ? [...scale.map((_, i) => valueColumn(id, i)), outsideColumn(id)] : []),
  ]);
}

/** The rows of `parts` summed per day and unit path, inserted into `into` under a new version. */
function insertSummed(survey: SurveyModel, into: ClickHouseTable, parts: string[]): string {
  const keys = ['universe', 'survey', 'day', ...unitColumns(survey)];
  const sums = ['sum(n)', ...sumColumns(survey).map((name) => `sum(${name})`)];
  const columns = into.columns.map((c) => c.name).join(', ');
  return `INSERT INTO ${into.name} (${columns})
    SELECT ${keys.join(', ')}, ${sums.join(', ')}, ${NOW_VERSION}
    FROM (${parts.join(' UNION ALL ')}) GROUP BY ${keys.join(', ')}`;
}

/** The survey's own rows of a table (every table of it holds only those; said again for a shared one). */
const own = (survey: SurveyModel) =>
  `universe = ${structuralInteger(survey.universeId)} AND survey = ${structuralInteger(survey.id)}`;

/**
 * Statements that make the rollups `into` from the wide table `wide` (empty rollups: a
 * backfill's end), or make again the days `days` (ISO dates) of the live ones, in order.
 */
export function rollupStatements(
  survey: SurveyModel,
  wide: string,
  into: { day: ClickHouseTable; month: ClickHouseTable },
  days: readonly string[] | null,
): ClickHouseSql[] {
  if (days === null)
    return [
      { sql: insertSummed(survey, into.day, [sumsOfWide(survey, wide, own(survey))]), params: {} },
      {
        sql: insertSummed(survey, into.month, [
          rowsOf(survey, into.day.name, 'toStartOfMonth(d)', own(survey), false),
        ]),
        params: {},
      },
    ];
  if (days.length === 0) return [];
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))];
  const onDays = `${own(survey)} AND d IN {days:Array(Date)}`;
  const onMonths = `${own(survey)} AND toStartOfMonth(d) IN {months:Array(Date)}`;
  return [
    {
      sql: insertSummed(survey, into.day, [
        sumsOfWide(survey, wide, onDays),
        rowsOf(survey, into.day.name, 'd', onDays, true),
      ]),
      params: { days: [...days] },
    },
    {
      sql: insertSummed(survey, into.month, [
        rowsOf(survey, into.day.name, 'toStartOfMonth(d)', onMonths, false),
        rowsOf(survey, into.month.name, 'd', `${own(survey)} AND d IN {months:Array(Date)}`, true),
      ]),
      params: { months },
    },
  ];
}
