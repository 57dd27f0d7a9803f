import { isLocale } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { commentQuestionIds, type SurveyModel } from '#surveys/survey-model.ts';
import { type ColumnTypes, compileConditions } from './compile-query.ts';
import { decodeCursor, encodeCursor, type KeyPart } from './page-cursor.ts';
import {
  type Condition,
  LANGUAGE_COLUMN,
  questionColumn,
  surveyTable,
  TOPICS_COLUMN,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
  unitColumn,
} from './query-spec.ts';
import type { ReadModelRow } from './read-rows.ts';
import { type BoundSql, SqlParams } from './sql-params.ts';
import type { TextTags } from './text/comment-tagger.ts';
import { parseTopics } from './text/page-tags.ts';

/** Rows of one page at most: lists page by 100, id checks by a few hundred, a comment summary's sample 3,000 at once. */
const MAX_PAGE = 5000;

/** The order of a keyset page: by interview time, or by a question's value (then newest first). */
export type PageOrder =
  | { by: 'time'; direction: 'asc' | 'desc' }
  | { by: 'question'; questionId: number; direction: 'asc' | 'desc' };

/** An interview's place in a `PageOrder`: value is null when not ordered by a question (or unanswered). */
export interface PageKey {
  id: number;
  ts: number;
  value: number | null;
}

/** One list over the read model: the rows passing `where`, in `order`, `limit` at a time. */
export interface PageRequest {
  where: Condition[];
  order: PageOrder;
  limit: number;
  /** The previous page's `nextCursor`. */
  cursor?: string | null;
  /**
   * For comment lists: these text questions' answers, the interview's unit, a question's
   * answer as score, (with `language`) the comment's language and (with `tagged`) whether
   * the read model found a topic of the taxonomy in it, (with `tags`) each answer's topics
   * and sentiment as the read model stored them (comment questions only: a background or
   * computed text variable has none).
   */
  content?: { texts: number[]; score: number | null; language?: boolean; tagged?: boolean; tags?: boolean };
}

export interface PageRow extends PageKey {
  /** The interview's own unit (with `content`). */
  unitId: number | null;
  /** Text answers by question id (with `content`; unanswered ones left out). */
  texts: Map<number, string>;
  score: number | null;
  /** The comment's language (with `content.language`; null: unknown). */
  lang: TLocale | null;
  /** Whether the comment has a topic (with `content.tagged`). */
  tagged: boolean;
  /** Each text answer's stored topics and sentiment by question id (with `content.tags`). */
  tags: Map<number, TextTags>;
}

export interface Page {
  rows: PageRow[];
  /** Where the next page starts, or null after the last. */
  nextCursor: string | null;
}

/** The cursor's tag: a cursor of one order is refused by another. */
function orderTag(order: PageOrder): string {
  if (order.by === 'time') return order.direction === 'desc' ? 'newest' : 'oldest';
  return `q${order.questionId}_${order.direction}`;
}

const keyParts = (order: PageOrder): KeyPart[] =>
  order.by === 'time' ? ['ts', 'id'] : ['value', 'ts', 'id'];

export function decodePageCursor(cursor: string, order: PageOrder): PageKey {
  const key = decodeCursor(cursor, orderTag(order), keyParts(order));
  return order.by === 'time'
    ? { ts: key[0] as number, id: key[1] as number, value: null }
    : { value: key[0], ts: key[1] as number, id: key[2] as number };
}

function encodePageCursor(key: PageKey, order: PageOrder): string {
  return encodeCursor(orderTag(order), order.by === 'time' ? [key.ts, key.id] : [key.value, key.ts, key.id]);
}

/** Refuses a page size that is not one (DuckDB's and ClickHouse's statements alike). */
export function checkPageSize(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_PAGE)
    throw new Error(`Not a page size: ${limit}`);
}

/**
 * The columns a page's `content` asks for, after the key columns, under the names `readPage`
 * reads. `tagged` is the engine's test of a comment with a topic (DuckDB holds NULL for none).
 */
export function contentColumns(
  survey: SurveyModel,
  content: NonNullable<PageRequest['content']>,
  tagged: string,
): string[] {
  const depth = survey.organisation.depth;
  // The interview's own unit is the deepest ancestor column that is set.
  const columns = [
    `coalesce(${Array.from({ length: depth }, (_, i) => unitColumn(depth - i)).join(', ')}) AS unit`,
  ];
  for (const q of content.texts) columns.push(textColumn(q));
  if (content.score !== null) columns.push(`${questionColumn(content.score)} AS score`);
  if (content.language) columns.push(LANGUAGE_COLUMN);
  if (content.tagged) columns.push(`${tagged} AS tagged`);
  if (content.tags) {
    const comments = new Set(commentQuestionIds(survey));
    for (const q of content.texts)
      if (comments.has(q)) columns.push(textTopicsColumn(q), textSentimentColumn(q));
  }
  return columns;
}

/** A page's statement: `fromDay` (ISO) limits it to the days since (the newest-first shortcut). */
export function compilePage(
  survey: SurveyModel,
  types: ColumnTypes,
  request: PageRequest,
  after: PageKey | null,
  fromDay: string | null,
): BoundSql {
  const { order, content } = request;
  checkPageSize(request.limit);
  const table = surveyTable(survey.id);
  const params = new SqlParams();
  const conditions = compileConditions(request.where, { table, types, params });
  const columns = ['id', 'ts'];
  let orderBy: string;
  let keyset: string | null = null;
  if (order.by === 'time') {
    const direction = order.direction === 'desc' ? ' DESC' : '';
    orderBy = `ts${direction}, id${direction}`;
    if (after) {
      const ts = params.add({ type: 'UINTEGER', value: after.ts });
      const id = params.add({ type: 'BIGINT', value: after.id });
      keyset = `(ts, id) ${order.direction === 'desc' ? '<' : '>'} (${ts}, ${id})`;
    }
  } else {
    const v = `CAST(${questionColumn(order.questionId)} AS BIGINT)`;
    columns.push(`${v} AS k`);
    // Every order by a question is one tuple of ascending keys, so the keyset is one tuple
    // comparison: answered first, then the value, then newest first.
    const sign = order.direction === 'asc' ? '' : '-';
    const keys = [`(${v} IS NULL)::BIGINT`, `${sign}coalesce(${v}, 0)`, '-CAST(ts AS BIGINT)', '-id'];
    orderBy = keys.join(', ');
    if (after) {
      const value = after.value ?? 0;
      const tuple = [
        after.value === null ? 1 : 0,
        order.direction === 'asc' ? value : -value,
        -after.ts,
        -after.id,
      ];
      keyset = `(${keys.join(', ')}) > (${tuple.map((n) => params.add({ type: 'BIGINT', value: n })).join(', ')})`;
    }
  }
  if (content) columns.push(...contentColumns(survey, content, `${TOPICS_COLUMN} IS NOT NULL`));
  const clauses = [
    conditions,
    keyset,
    fromDay ? `d >= ${params.add({ type: 'DATE', value: fromDay })}` : null,
  ];
  const where = clauses.filter(Boolean);
  const limit = params.add({ type: 'BIGINT', value: request.limit + 1 });
  const filtered = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // Newest first, the scan stops at the last days (the table is sorted by day). By an
  // answer, every row is a candidate: the page's row ids are found on the key columns
  // alone, then only those rows' other columns are read (half the time at 10M).
  const sql =
    order.by === 'time'
      ? `SELECT ${columns.join(', ')} FROM ${table} ${filtered} ORDER BY ${orderBy} LIMIT ${limit}`
      : `SELECT ${columns.join(', ')} FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} ${filtered} ORDER BY ${orderBy} LIMIT ${limit}) ORDER BY ${orderBy}`;
  return { sql, params: params.list };
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Typed rows of a page statement; one more row than the page says there is a next page. */
export function readPage(rows: readonly ReadModelRow[], request: PageRequest): Page {
  const more = rows.length > request.limit;
  const page: PageRow[] = rows.slice(0, request.limit).map((r) => {
    const texts = new Map<number, string>();
    const tags = new Map<number, TextTags>();
    for (const q of request.content?.texts ?? []) {
      const text = r[textColumn(q)];
      if (typeof text === 'string') texts.set(q, text);
      if (request.content?.tags && typeof text === 'string' && textTopicsColumn(q) in r)
        tags.set(q, {
          topics: parseTopics(r[textTopicsColumn(q)]),
          sentiment: num(r[textSentimentColumn(q)]),
        });
    }
    return {
      id: Number(r.id),
      ts: Number(r.ts),
      value: request.order.by === 'question' ? num(r.k) : null,
      unitId: num(r.unit),
      texts,
      score: num(r.score),
      lang: isLocale(r[LANGUAGE_COLUMN]) ? r[LANGUAGE_COLUMN] : null,
      tagged: r.tagged === true,
      tags,
    };
  });
  const last = page.at(-1);
  return { rows: page, nextCursor: more && last ? encodePageCursor(last, request.order) : null };
}
