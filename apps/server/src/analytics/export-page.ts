import type { SurveyModel } from '#surveys/survey-model.ts';
import { type ColumnTypes, compileConditions } from './compile-query.ts';
import { type Condition, questionColumn, surveyTable, textColumn, unitColumn } from './query-spec.ts';
import type { ReadModelRow } from './read-rows.ts';
import { type BoundSql, SqlParams } from './sql-params.ts';

/** Rows of one export page at most. */
const MAX_EXPORT_PAGE = 5000;

/** One interview as an export writes it: its unit, date and every answer. */
export interface ExportRow {
  id: number;
  /** Seconds since 1970 (UTC). */
  ts: number;
  /** The interview's own unit (the deepest level set). */
  unitId: number | null;
  /** Number and choice answers by question id (unanswered: absent). */
  values: Map<number, number>;
  /** Text answers by question id. */
  texts: Map<number, string>;
}

/** Where the previous page ended, newest first: (ts, id). */
export interface ExportKey {
  ts: number;
  id: number;
}

/** Refuses an export page size that is not one (DuckDB's and ClickHouse's statements alike). */
export function checkExportPageSize(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_EXPORT_PAGE)
    throw new Error(`Not an export page size: ${limit}`);
}

/** An export row's columns, under the names `readExportRows` reads: the same text in either engine. */
export function exportColumns(survey: SurveyModel): string[] {
  const depth = survey.organisation.depth;
  const columns = [
    'id',
    'ts',
    `coalesce(${Array.from({ length: depth }, (_, i) => unitColumn(depth - i)).join(', ')}) AS unit`,
  ];
  for (const q of survey.questions) columns.push(q.type === 'text' ? textColumn(q.id) : questionColumn(q.id));
  return columns;
}

/** A page of whole interviews passing `where`, newest first, after (older than) `after`. */
export function compileExportPage(
  survey: SurveyModel,
  types: ColumnTypes,
  where: readonly Condition[],
  after: ExportKey | null,
  limit: number,
): BoundSql {
  checkExportPageSize(limit);
  const table = surveyTable(survey.id);
  const params = new SqlParams();
  const columns = exportColumns(survey);
  const clauses = [compileConditions(where, { table, types, params })];
  if (after) {
    const ts = params.add({ type: 'UINTEGER', value: after.ts });
    const id = params.add({ type: 'BIGINT', value: after.id });
    clauses.push(`(ts, id) < (${ts}, ${id})`);
  }
  const filtered = clauses.filter(Boolean);
  return {
    sql: `SELECT ${columns.join(', ')} FROM ${table} ${filtered.length ? `WHERE ${filtered.join(' AND ')}` : ''} ORDER BY ts DESC, id DESC LIMIT ${params.add({ type: 'BIGINT', value: limit })}`,
    params: params.list,
  };
}

/** Typed rows of an export page. */
export function readExportRows(survey: SurveyModel, rows: readonly ReadModelRow[]): ExportRow[] {
  return rows.map((r) => {
    const values = new Map<number, number>();
    const texts = new Map<number, string>();
    for (const q of survey.questions) {
      if (q.type === 'text') {
        const text = r[textColumn(q.id)];
        if (typeof text === 'string') texts.set(q.id, text);
      } else {
        const value = r[questionColumn(q.id)];
        if (value !== null && value !== undefined) values.set(q.id, Number(value));
      }
    }
    return {
      id: Number(r.id),
      ts: Number(r.ts),
      unitId: r.unit === null || r.unit === undefined ? null : Number(r.unit),
      values,
      texts,
    };
  });
}
