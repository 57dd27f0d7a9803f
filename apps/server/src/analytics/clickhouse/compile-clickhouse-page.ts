import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ColumnTypes } from '../compile-query.ts';
import {
  checkPageSize,
  contentColumns,
  type PageKey,
  type PageOrder,
  type PageRequest,
} from '../keyset-page.ts';
import { questionColumn, TOPICS_COLUMN } from '../query-spec.ts';
import { ClickHouseParams, type ClickHouseSql } from './clickhouse-params.ts';
import { compileClickHouseConditions } from './compile-clickhouse-query.ts';
import { clickHouseSurveyTable } from './wide-table.ts';

/*
 * A keyset list page (keyset-page.ts: comment lists, interview lists, the checks of alert and
 * contact pages) compiled to ClickHouse over the survey's wide table: the rows `compilePage`
 * gives on DuckDB, in the same order, under the same names and of the same types, so that
 * `readPage` reads either and a cursor of one engine continues on the other.
 *
 * The order is total on both engines: every key is a column or an expression that is never
 * NULL (an unanswered question sorts by a flag of its own, its value read as 0), and the last
 * key is the interview's id. So neither engine's placement of NULLs nor its handling of ties
 * can change a page: rows with the same time (or answer and time) follow one another by id.
 */

/** One key of a page's order. */
interface SortKey {
  /** The key of a row: never NULL. */
  sql: string;
  descending: boolean;
  /** The previous page's last row's value of the key, bound in the key's type. */
  after: (params: ClickHouseParams, key: PageKey) => string;
}

/** Time, then id: interviews of the same second follow one another by id, in the same direction. */
const timeKeys = (descending: boolean): SortKey[] => [
  { sql: 'ts', descending, after: (params, key) => params.add({ type: 'UInt32', value: key.ts }) },
  { sql: 'id', descending, after: (params, key) => params.add({ type: 'Int64', value: key.id }) },
];

/** A question's answer as the page's key column `k`: DuckDB's `CAST(q AS BIGINT)`, NULL unanswered. */
const answerKey = (questionId: number) => `toInt64(${questionColumn(questionId)})`;

/**
 * The keys of an order, as DuckDB's statement sorts: by time (then id); by a question's
 * answer, answered ones first, then the answer, then newest first (DuckDB: one ascending tuple
 * of `(q IS NULL, ±coalesce(q, 0), -ts, -id)`; here the same keys with their directions).
 */
function sortKeys(order: PageOrder): SortKey[] {
  if (order.by === 'time') return timeKeys(order.direction === 'desc');
  const answer = answerKey(order.questionId);
  return [
    {
      sql: `isNull(${questionColumn(order.questionId)})`,
      descending: false,
      after: (params, key) => params.add({ type: 'UInt8', value: key.value === null ? 1 : 0 }),
    },
    {
      sql: `ifNull(${answer}, 0)`,
      descending: order.direction === 'desc',
      after: (params, key) => params.add({ type: 'Int64', value: key.value ?? 0 }),
    },
    ...timeKeys(true),
  ];
}

const orderBy = (keys: readonly SortKey[]) =>
  keys.map((k) => (k.descending ? `${k.sql} DESC` : k.sql)).join(', ');

/**
 * The rows after `after` in the keys' order, as one tuple comparison (as on DuckDB). A
 * descending key changes sides: the row comes later when its value is smaller. So `(ts, id)`
 * newest first after (t, i) is `(t, i) > (ts, id)`, and no key needs negating, which for an
 * unsigned column would change its type.
 */
function keyset(keys: readonly SortKey[], after: PageKey, params: ClickHouseParams): string {
  const bound = keys.map((k) => k.after(params, after));
  const row = keys.map((k, i) => (k.descending ? bound[i] : k.sql));
  const last = keys.map((k, i) => (k.descending ? k.sql : bound[i]));
  return `(${row.join(', ')}) > (${last.join(', ')})`;
}

/**
 * A page's statement on ClickHouse: `compilePage`'s rows (`id`, `ts`, the key `k` when ordered
 * by a question, then the `content` columns), one more than the page when there is a next.
 * `fromDay` (ISO) limits it to the days since, as `Analytics.page` asks for the newest.
 */
export function compileClickHousePage(
  survey: SurveyModel,
  types: ColumnTypes,
  request: PageRequest,
  after: PageKey | null,
  fromDay: string | null,
): ClickHouseSql {
  const { order, content } = request;
  checkPageSize(request.limit);
  const table = clickHouseSurveyTable(survey.id);
  const params = new ClickHouseParams();
  // parameters numbered as the statement reads: conditions, cursor, window, size
  const conditions = compileClickHouseConditions(request.where, {
    table,
    types,
    params,
    surveyId: survey.id,
  });
  const keys = sortKeys(order);
  const columns = ['id', 'ts'];
  if (order.by === 'question') columns.push(`${answerKey(order.questionId)} AS k`);
  // DuckDB reads a comment without a topic as NULL, ClickHouse as an empty array; `tagged`
  // must be a Bool, which `readPage` takes as true or false (a UInt8 1 would read as untagged)
  if (content) columns.push(...contentColumns(survey, content, `toBool(notEmpty(${TOPICS_COLUMN}))`));
  const where = [
    conditions,
    after ? keyset(keys, after, params) : null,
    fromDay ? `d >= ${params.add({ type: 'Date32', value: fromDay })}` : null,
  ].filter(Boolean);
  const limit = params.add({ type: 'UInt32', value: request.limit + 1 });
  return {
    sql: `SELECT ${columns.join(', ')} FROM ${table} ${where.length ? `WHERE ${where.join(' AND ')} ` : ''}ORDER BY ${orderBy(keys)} LIMIT ${limit}`,
    params: params.values,
  };
}
