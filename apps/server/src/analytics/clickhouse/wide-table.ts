import { commentQuestionIds, commentQuestions, type SurveyModel } from '#surveys/survey-model.ts';
import { campaignTable } from '../campaign-table.ts';
import { type ValueType, valueType } from '../interview-pages.ts';
import {
  LANGUAGE_COLUMN,
  localName,
  questionColumn,
  SENTIMENT_COLUMN,
  surveyTable,
  TOPICS_COLUMN,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
  unitColumn,
} from '../query-spec.ts';
import { COMMENT_SEPARATOR } from '../text/comment-tagger.ts';

/**
 * A survey's wide table in ClickHouse: the DuckDB read model's columns (interview-pages.ts
 * `wideColumns`) in the same order and of the same width and sign, Nullable where DuckDB's
 * columns may hold NULL, behind the universe and survey they belong to. Those two lead the
 * sort key so that a table shared or sharded by universe (and a row policy on it) reads only
 * its own part.
 */
export interface ClickHouseColumn {
  name: string;
  /** A ClickHouse type (`Nullable(UInt8)`, `Array(String)`, ...). */
  type: string;
}

export interface ClickHouseTable {
  /** The table's name in the connection's database. */
  name: string;
  universeId: number;
  surveyId: number;
  /** Every column, `universe` and `survey` first. */
  columns: ClickHouseColumn[];
  /** The sort key (MergeTree's ORDER BY). */
  orderBy: string[];
  /**
   * A table the relay writes copies of rows into (ReplacingMergeTree): of the rows with one
   * sort key, the one of the highest `version` is the row, and none when its `deleted` is 1.
   * Every statement reads it with FINAL (the engine's `final` setting), so a row copied twice
   * counts once.
   */
  replacing: boolean;
  /**
   * A rollup (rollup-tables.ts): a replacing table of sums whose rows are made again whole
   * under a newer `version`, keyed by its days and unit paths (which may be NULL).
   */
  rollup?: boolean;
}

/** A survey's tables: the wide one, and the campaign side table its campaign conditions read. */
export interface ClickHouseSurveyTables {
  wide: ClickHouseTable;
  campaign: ClickHouseTable;
}

/** The ClickHouse type of each DuckDB value column type: same width, same sign. */
export const CLICKHOUSE_VALUE_TYPES: Record<ValueType, 'UInt8' | 'Int16' | 'Int32'> = {
  UTINYINT: 'UInt8',
  SMALLINT: 'Int16',
  INTEGER: 'Int32',
};

/**
 * The wide table's name: as DuckDB's without the database (`survey_<id>`), as ClickHouse
 * keeps every survey's tables in the connection's database.
 */
export const clickHouseSurveyTable = (surveyId: number) => localName(surveyTable(surveyId));
export const clickHouseCampaignTable = (surveyId: number) => campaignTable(clickHouseSurveyTable(surveyId));

const KEY_COLUMNS: ClickHouseColumn[] = [
  { name: 'universe', type: 'UInt32' },
  { name: 'survey', type: 'UInt32' },
];

/** A replacing table's last columns: which copy of a row is the latest, and whether the row is gone. */
export const VERSION_COLUMNS: ClickHouseColumn[] = [
  { name: 'version', type: 'UInt64' },
  { name: 'deleted', type: 'UInt8' },
];

/**
 * The wide table of a survey. A comment's topics are an `Array(String)`, empty where DuckDB
 * holds NULL (no topic): ClickHouse has no Nullable arrays, and every condition and grouping
 * reads an empty list as DuckDB reads NULL. The language has a handful of values:
 * LowCardinality stores each once.
 */
function wideTable(survey: SurveyModel): ClickHouseTable {
  const columns: ClickHouseColumn[] = [
    ...KEY_COLUMNS,
    { name: 'id', type: 'Int64' },
    { name: 'd', type: 'Date' },
    { name: 'ts', type: 'UInt32' },
  ];
  for (let level = 1; level <= survey.organisation.depth; level++)
    columns.push({ name: unitColumn(level), type: 'Nullable(Int32)' });
  for (const q of survey.questions)
    if (q.type !== 'text')
      columns.push({ name: questionColumn(q.id), type: `Nullable(${CLICKHOUSE_VALUE_TYPES[valueType(q)]})` });
  for (const q of survey.questions)
    if (q.type === 'text') columns.push({ name: textColumn(q.id), type: 'Nullable(String)' });
  columns.push(
    { name: TOPICS_COLUMN, type: 'Array(String)' },
    { name: SENTIMENT_COLUMN, type: 'Nullable(Float64)' },
    { name: LANGUAGE_COLUMN, type: 'LowCardinality(Nullable(String))' },
  );
  for (const q of commentQuestions(survey))
    columns.push(
      { name: textTopicsColumn(q.id), type: 'Nullable(String)' },
      { name: textSentimentColumn(q.id), type: 'Nullable(Float64)' },
    );
  columns.push(...VERSION_COLUMNS);
  // An interview's date and id never change (a rewrite changes its answers), so its rows
  // keep one sort key, and the latest copy replaces the others.
  return {
    name: clickHouseSurveyTable(survey.id),
    universeId: survey.universeId,
    surveyId: survey.id,
    columns,
    orderBy: ['universe', 'survey', 'd', 'id'],
    replacing: true,
  };
}

/** The campaign side table (campaign-table.ts): one row per message of a contact who answered. */
function campaignSideTable(survey: SurveyModel): ClickHouseTable {
  return {
    name: clickHouseCampaignTable(survey.id),
    universeId: survey.universeId,
    surveyId: survey.id,
    columns: [
      ...KEY_COLUMNS,
      { name: 'interview_id', type: 'Int64' },
      { name: 'campaign_id', type: 'Int32' },
      { name: 'state', type: 'UInt8' },
      { name: 'opened', type: 'Bool' },
      { name: 'clicked', type: 'Bool' },
      { name: 'days', type: 'Nullable(Int32)' },
    ],
    orderBy: ['universe', 'survey', 'campaign_id', 'interview_id'],
    replacing: false,
  };
}

/**
 * The table beside `table` that its rows are written into while it is made again, then
 * exchanged with it (`EXCHANGE TABLES`): a query reads the old rows or the new, never a table
 * emptied or half filled. `suffix`: a writer's own, where several may fill one at once.
 */
export function asideTable(table: ClickHouseTable, suffix = ''): ClickHouseTable {
  return { ...table, name: `${table.name}_next${suffix && `_${suffix}`}` };
}

export function surveyTables(survey: SurveyModel): ClickHouseSurveyTables {
  return { wide: wideTable(survey), campaign: campaignSideTable(survey) };
}

const NAME = /^[a-z_][a-z0-9_]*$/;
const TYPE = /^[A-Za-z0-9(), ]+$/;

/**
 * The table's CREATE statement. Names and types come from the survey model through the
 * checked helpers above; they are checked again here, as they are the statement's only text.
 */
export function createTableSql(table: ClickHouseTable): string {
  for (const { name, type } of table.columns)
    if (!NAME.test(name) || !TYPE.test(type)) throw new Error(`Not a column: ${name} ${type}`);
  if (!NAME.test(table.name)) throw new Error(`Not a table: ${table.name}`);
  if (!table.orderBy.every((key) => table.columns.some((c) => c.name === key)))
    throw new Error(`Not a sort key of ${table.name}: ${table.orderBy.join(', ')}`);
  const columns = table.columns.map((c) => `${c.name} ${c.type}`).join(', ');
  if (table.replacing && !VERSION_COLUMNS.every((v) => table.columns.some((c) => c.name === v.name)))
    throw new Error(`A replacing table with no version columns: ${table.name}`);
  const orderBy = `ORDER BY (${table.orderBy.join(', ')})`;
  if (table.rollup) {
    if (!table.columns.some((c) => c.name === 'version'))
      throw new Error(`A rollup with no version: ${table.name}`);
    return `CREATE TABLE ${table.name} (${columns}) ENGINE = ReplacingMergeTree(version) ${orderBy} SETTINGS allow_nullable_key = 1`;
  }
  const engine = table.replacing ? 'ReplacingMergeTree(version, deleted)' : 'MergeTree';
  // the relay looks its ids up (relay.ts): the range of ids per granule skips the rest
  const index = table.replacing ? ', INDEX id_range id TYPE minmax GRANULARITY 1' : '';
  return `CREATE TABLE ${table.name} (${columns}${index}) ENGINE = ${engine} ${orderBy}`;
}

/**
 * The SQL of an interview's comment on ClickHouse, as `commentSql` on DuckDB: its answers
 * to the comment questions joined as `commentText` joins them, NULL when it answered none
 * (ClickHouse's concat_ws is NULL when any part is).
 */
export function clickHouseCommentSql(survey: SurveyModel): string | null {
  const texts = commentQuestionIds(survey).map(textColumn);
  if (texts.length === 0) return null;
  if (texts.length === 1) return texts[0];
  const answered = `arrayFilter(x -> isNotNull(x), [${texts.join(', ')}])`;
  return `nullIf(arrayStringConcat(arrayMap(x -> assumeNotNull(x), ${answered}), '${COMMENT_SEPARATOR}'), '')`;
}
