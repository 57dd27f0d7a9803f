import type { SurveyModel } from '#surveys/survey-model.ts';
import { valueType } from '../interview-pages.ts';
import { questionColumn, unitColumn } from '../query-spec.ts';
import {
  countColumn,
  offeredChoices,
  type RollupInfo,
  rollupScale,
  squaresColumn,
  sumColumn,
  valueColumn,
} from '../rollup-columns.ts';
import { structuralInteger } from '../sql-params.ts';
import type { ClickHouseSql } from './clickhouse-params.ts';
import {
  CLICKHOUSE_VALUE_TYPES,
  type ClickHouseColumn,
  type ClickHouseTable,
  clickHouseSurveyTable,
} from './wide-table.ts';

/*
 * A survey's rollups on ClickHouse (decisions 059, 060): per day (and per month) and unit
 * path, the number of interviews and, per number or choice question, its answers' count, sum
 * and sum of squares, and for a question with a small scale (`rollupScale`) its count per value
 * of the scale and of answers outside it (while there are any, such a question's shares are
 * read from the wide table).
 *
 * The wide table is a replacing one (a row copied again replaces its older copies when read
 * with FINAL), so a materialized view over its inserts would count a row copied twice twice.
 * The rollups are made from the wide table as it reads with FINAL instead: in full when a
 * backfill ends, and for the days the relay listed after its batches (decision 060). A day is
 * made again whole: its groups now, and a row of zeros for each of its groups that has none
 * left (an interview moved to another unit, or deleted), all under a new version, so that the
 * rollup (itself a replacing table, read with FINAL) holds the day as the wide table does.
 * Making a day again is idempotent. The monthly rollup is made from the daily one in the same
 * way.
 *
 * A choice question the dashboard filters or views by, with few options (`offeredChoices`),
 * has a rollup of its own with its answer as one more key. All of them live in the same two
 * tables as the plain rollup, told apart by `cq` (0: the plain rollup; a question's id: that
 * question's, its answer in its column `q<id>`), and are made by one statement per table (the
 * wide table's rows repeated once per rollup by an ARRAY JOIN): a statement's cost is mostly
 * its planning, not its rows. A query reads one of them (`clickHouseRollupSource`).
 */

/** A question's answers outside its scale. */
const outsideColumn = (questionId: number) => `o${structuralInteger(questionId)}`;
/** A choice question's answer in a rollup's statements, before it goes into its column `q<id>`. */
const choiceKey = (questionId: number) => `k${structuralInteger(questionId)}`;

const clickHouseRollupTable = (surveyId: number) => `${clickHouseSurveyTable(surveyId)}_rollup`;
/** @internal (the isolation test names it) */
export const clickHouseMonthRollupTable = (surveyId: number) =>
  `${clickHouseSurveyTable(surveyId)}_rollup_month`;
/** The name a query gives a choice question's rollup (`rollupFor`'s): read by `clickHouseRollupSource`. */
const choiceName = (table: string, choice: number | null) =>
  choice === null ? table : `${table}_q${structuralInteger(choice)}`;
const ROLLUP_NAME = /^(survey_\d+_rollup(?:_month)?)(?:_q(\d+))?$/;

/**
 * The table a rollup named by `rollupFor` lives in and the condition that picks its rows (the
 * plain rollup's, or a choice question's).
 */
export function clickHouseRollupSource(name: string): { table: string; where: string } {
  const found = ROLLUP_NAME.exec(name);
  if (!found) throw new Error(`Not a rollup: ${name}`);
  return { table: found[1], where: `cq = ${structuralInteger(Number(found[2] ?? 0))}` };
}

/** One of a survey's two rollup tables: by day or by month. */
export interface ClickHouseRollup {
  table: ClickHouseTable;
  grain: 'day' | 'month';
}

/** The names of the survey's rollup tables (the isolation line's list of its tables). */
export function clickHouseRollupNames(survey: SurveyModel): string[] {
  return rollupsOf(survey).names;
}

/**
 * The number and choice questions (those with a column in the wide table and sums in the
 * rollup), each with its scale's values (null: too many to count each).
 */
const summed = (survey: SurveyModel) =>
  survey.questions.filter((q) => q.type !== 'text').map((q) => ({ id: q.id, scale: rollupScale(q) }));

const unitColumns = (survey: SurveyModel) =>
  Array.from({ length: survey.organisation.depth }, (_, i) => unitColumn(i + 1));

function rollupTable(survey: SurveyModel, name: string): ClickHouseTable {
  const choices = offeredChoices(survey).map((id) => survey.questions.find((q) => q.id === id)!);
  const columns: ClickHouseColumn[] = [
    { name: 'universe', type: 'UInt32' },
    { name: 'survey', type: 'UInt32' },
    { name: 'cq', type: 'UInt32' },
    { name: 'd', type: 'Date' },
    ...unitColumns(survey).map((name) => ({ name, type: 'Nullable(Int32)' })),
    ...choices.map((q) => ({
      name: questionColumn(q.id),
      type: `Nullable(${CLICKHOUSE_VALUE_TYPES[valueType(q)]})`,
    })),
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
    // a query reads one rollup (`cq`), then a range of days
    orderBy: [
      'universe',
      'survey',
      'cq',
      'd',
      ...unitColumns(survey),
      ...choices.map((q) => questionColumn(q.id)),
    ],
    replacing: false,
    rollup: true,
  };
}

/** The survey's two rollup tables: by day, then by month. */
export function rollupTables(survey: SurveyModel): ClickHouseRollup[] {
  return [
    { table: rollupTable(survey, clickHouseRollupTable(survey.id)), grain: 'day' },
    { table: rollupTable(survey, clickHouseMonthRollupTable(survey.id)), grain: 'month' },
  ];
}

/**
 * What a query compiled against the rollups needs to know (rollup-sql.ts's `rollupFor` picks
 * the rollup, `clickHouseRollupSource` its table): each number and choice question's scale,
 * null where its counts per value cannot be used (a wide scale, or `outside`: answers found
 * outside it).
 */
export function clickHouseRollupInfo(survey: SurveyModel, outside: ReadonlySet<number>): RollupInfo {
  const { info } = rollupsOf(survey);
  if (outside.size === 0) return info;
  return {
    ...info,
    questions: new Map([...info.questions].map(([id, scale]) => [id, outside.has(id) ? null : scale])),
  };
}

/**
 * What every statement of a survey asks of its rollups (their names for the isolation line,
 * the info a query is compiled with), worked out once per survey model: a survey's model is
 * made again when its configuration changes.
 */
const known = new WeakMap<SurveyModel, { names: string[]; info: RollupInfo }>();
function rollupsOf(survey: SurveyModel): { names: string[]; info: RollupInfo } {
  let found = known.get(survey);
  if (found) return found;
  const day = clickHouseRollupTable(survey.id);
  const month = clickHouseMonthRollupTable(survey.id);
  found = {
    names: [day, month],
    info: {
      table: day,
      monthTable: month,
      questions: new Map(summed(survey).map(({ id, scale }) => [id, scale])),
      choices: new Map(
        offeredChoices(survey).map((id) => [
          id,
          { table: choiceName(day, id), monthTable: choiceName(month, id) },
        ]),
      ),
    },
  };
  known.set(survey, found);
  return found;
}

/**
 * A statement of the questions whose answers lie outside their scale: one row, a count per
 * question (`o<id>`). With `behind` (days the rollups have not made again yet, a bound
 * `Array(Date)`), those days' answers in the wide table `wide` count too: a question found
 * outside in the rollup's older copy of a day as well (its shares then come from the wide
 * table, which is right either way).
 */
export function outsideAnswersSql(
  survey: SurveyModel,
  behind: { wide: string; days: string } | null = null,
): string | null {
  const counted = summed(survey).filter((q) => q.scale !== null);
  if (counted.length === 0) return null;
  const sums = counted.map(({ id }) => `toInt32(sum(${outsideColumn(id)})) AS ${outsideColumn(id)}`);
  const month = clickHouseMonthRollupTable(survey.id);
  if (!behind) return `SELECT ${sums.join(', ')} FROM ${month} WHERE cq = 0`;
  // the listed days summed as their remake will sum them (`sumsOfWide`)
  const stored = counted.map(({ id }) => outsideColumn(id)).join(', ');
  const now = sumsOfWide(survey, behind.wide, `${own(survey)} AND d IN ${behind.days}`);
  return `SELECT ${sums.join(', ')} FROM (SELECT ${stored} FROM ${month} WHERE cq = 0
    UNION ALL SELECT ${stored} FROM (${now}) WHERE cq = 0)`;
}

/** A version newer than every earlier one of the rollup's rows: ClickHouse's clock, in µs. */
const NOW_VERSION = 'toUInt64(toUnixTimestamp64Micro(now64(6)))';

/** The keys of a rollup's statements: universe, survey, `cq`, `day`, the unit path, each choice's answer (`k<id>`). */
const statementKeys = (survey: SurveyModel) => [
  'universe',
  'survey',
  'cq',
  'day',
  ...unitColumns(survey),
  ...offeredChoices(survey).map(choiceKey),
];

/**
 * The sums of the wide table's rows per rollup (`cq`), day (named `day`) and unit path, and
 * for a choice question's rollup its answer (`k<id>`, NULL in the others' rows): each row
 * counted once in the plain rollup and once in each choice question's.
 * @internal (the tests compare the rollups kept up to date with these, made afresh)
 */
export function sumsOfWide(survey: SurveyModel, wide: string, where: string): string {
  const choices = offeredChoices(survey);
  const columns = [
    'universe',
    'survey',
    'cq',
    'd AS day',
    ...unitColumns(survey),
    // the questions' ids are survey structure: written as checked integers
    ...choices.map(
      (id) => `if(cq = ${structuralInteger(id)}, ${questionColumn(id)}, NULL) AS ${choiceKey(id)}`,
    ),
  ];
  const keys = ['universe', 'survey', 'cq', 'd', ...unitColumns(survey), ...choices.map(choiceKey)];
  const sums = ['count() AS n'];
  for (const { id, scale } of summed(survey)) {
    const q = questionColumn(id);
    sums.push(
      `count(${q}) AS ${countColumn(id)}`,
      `toInt64(coalesce(sum(${q}), 0)) AS ${sumColumn(id)}`,
      `toFloat64(coalesce(sum(toFloat64(${q}) * ${q}), 0)) AS ${squaresColumn(id)}`,
    );
    if (scale) {
      const values = scale.map(structuralInteger);
      sums.push(...values.map((v, i) => `countIf(${q} = ${v}) AS ${valueColumn(id, i)}`));
      sums.push(`countIf(${q} NOT IN (${values.join(', ')})) AS ${outsideColumn(id)}`);
    }
  }
  const rollups = [0, ...choices].map(structuralInteger).join(', ');
  return `SELECT ${columns.join(', ')}, ${sums.join(', ')} FROM ${wide} ARRAY JOIN [${rollups}] AS cq
    WHERE ${where} GROUP BY ${keys.join(', ')}`;
}

/**
 * The rollup's own rows, their sums as they are or zeros (`day`: the day or month they go
 * under, named `day`: `toStartOfMonth(d) AS d` would be a cyclic alias).
 */
function rowsOf(
  survey: SurveyModel,
  rollup: ClickHouseRollup,
  day: string,
  where: string,
  zero: boolean,
): string {
  const columns = [
    'universe',
    'survey',
    'cq',
    `${day} AS day`,
    ...unitColumns(survey),
    ...offeredChoices(survey).map((id) => `${questionColumn(id)} AS ${choiceKey(id)}`),
    zero ? 'toUInt64(0) AS n' : 'n',
  ];
  for (const name of sumColumns(survey)) {
    const type = name.startsWith('ss') ? 'Float64' : name.startsWith('s') ? 'Int64' : 'UInt64';
    columns.push(zero ? `to${type}(0) AS ${name}` : name);
  }
  return `SELECT ${columns.join(', ')} FROM ${rollup.table.name} WHERE ${where}`;
}

/**
 * A daily rollup's rows as they are once the days `days` (a bound `Array(Date)`) are made
 * again (decision 063): its own rows of the other days, and those days summed from the wide
 * table `wide` as `rollupStatements` will sum them. A subquery to read in the table's place
 * while the relay has not made the days yet: the rollup's speed with the write in it.
 */
export function rollupWithDays(survey: SurveyModel, daily: string, wide: string, days: string): string {
  const keys = ['universe', 'survey', 'cq', 'd', ...unitColumns(survey)];
  const choices = offeredChoices(survey);
  const stored = [...keys, ...choices.map(questionColumn), 'n', ...sumColumns(survey)];
  const summedNow = [
    ...keys.map((key) => (key === 'd' ? 'day AS d' : key)),
    ...choices.map((id) => `${choiceKey(id)} AS ${questionColumn(id)}`),
    'n',
    ...sumColumns(survey),
  ];
  return `(SELECT ${stored.join(', ')} FROM ${daily} WHERE ${own(survey)} AND d NOT IN ${days}
    UNION ALL SELECT ${summedNow.join(', ')} FROM (${sumsOfWide(survey, wide, `${own(survey)} AND d IN ${days}`)}))`;
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

/** The rows of `parts` summed per rollup, day and keys, inserted into `into` under a new version (the columns in the table's order). */
function insertSummed(survey: SurveyModel, into: ClickHouseRollup, parts: string[]): string {
  const keys = statementKeys(survey);
  const sums = ['sum(n)', ...sumColumns(survey).map((name) => `sum(${name})`)];
  const columns = into.table.columns.map((c) => c.name).join(', ');
  return `INSERT INTO ${into.table.name} (${columns})
    SELECT ${keys.join(', ')}, ${sums.join(', ')}, ${NOW_VERSION}
    FROM (${parts.join(' UNION ALL ')}) GROUP BY ${keys.join(', ')}`;
}

/** The survey's own rows of a table (every table of it holds only those; said again for a shared one). */
const own = (survey: SurveyModel) =>
  `universe = ${structuralInteger(survey.universeId)} AND survey = ${structuralInteger(survey.id)}`;

/**
 * Statements that make the rollups `into` (`rollupTables`, or the same aside) from the wide
 * table `wide` (empty rollups: a backfill's end), or make again the days `days` (ISO dates)
 * of the live ones: the daily rollup, then the monthly one from it.
 */
export function rollupStatements(
  survey: SurveyModel,
  wide: string,
  into: readonly ClickHouseRollup[],
  days: readonly string[] | null,
): ClickHouseSql[] {
  if (days?.length === 0) return [];
  const day = into.find((r) => r.grain === 'day');
  const month = into.find((r) => r.grain === 'month');
  if (!day || !month) throw new Error('A daily and a monthly rollup are made together');
  if (days === null) {
    const all = own(survey);
    return [
      { sql: insertSummed(survey, day, [sumsOfWide(survey, wide, all)]), params: {} },
      {
        sql: insertSummed(survey, month, [rowsOf(survey, day, 'toStartOfMonth(d)', all, false)]),
        params: {},
      },
    ];
  }
  const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];
  const onDays = `${own(survey)} AND d IN {days:Array(Date)}`;
  const onMonths = `${own(survey)} AND toStartOfMonth(d) IN {months:Array(Date)}`;
  return [
    {
      sql: insertSummed(survey, day, [
        sumsOfWide(survey, wide, onDays),
        rowsOf(survey, day, 'd', onDays, true),
      ]),
      params: { days: [...days] },
    },
    {
      sql: insertSummed(survey, month, [
        rowsOf(survey, day, 'toStartOfMonth(d)', onMonths, false),
        rowsOf(survey, month, 'd', `${own(survey)} AND d IN {months:Array(Date)}`, true),
      ]),
      params: { months },
    },
  ];
}
