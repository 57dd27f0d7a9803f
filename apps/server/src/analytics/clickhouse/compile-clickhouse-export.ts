import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ColumnTypes } from '../compile-query.ts';
import { checkExportPageSize, type ExportKey, exportColumns } from '../export-page.ts';
import type { Condition } from '../query-spec.ts';
import { ClickHouseParams, type ClickHouseSql } from './clickhouse-params.ts';
import { compileClickHouseConditions } from './compile-clickhouse-query.ts';
import { clickHouseSurveyTable } from './wide-table.ts';

/**
 * An export page on ClickHouse: `compileExportPage`'s rows (whole interviews passing `where`:
 * `id`, `ts`, their own `unit` and every answer under its column's name), newest first and
 * then by id descending, older than `after`, so that `readExportRows` reads either engine's
 * and an export walks the same interviews in the same order. `ts` and `id` are never NULL:
 * the order is total, and the interviews of one second follow one another by id.
 */
export function compileClickHouseExportPage(
  survey: SurveyModel,
  types: ColumnTypes,
  where: readonly Condition[],
  after: ExportKey | null,
  limit: number,
): ClickHouseSql {
  checkExportPageSize(limit);
  const table = clickHouseSurveyTable(survey.id);
  const params = new ClickHouseParams();
  const clauses = [compileClickHouseConditions(where, { table, types, params, surveyId: survey.id })];
  if (after) {
    const ts = params.add({ type: 'UInt32', value: after.ts });
    const id = params.add({ type: 'Int64', value: after.id });
    clauses.push(`(ts, id) < (${ts}, ${id})`);
  }
  const filtered = clauses.filter(Boolean);
  const size = params.add({ type: 'UInt32', value: limit });
  return {
    sql: `SELECT ${exportColumns(survey).join(', ')} FROM ${table} ${filtered.length ? `WHERE ${filtered.join(' AND ')} ` : ''}ORDER BY ts DESC, id DESC LIMIT ${size}`,
    params: params.values,
  };
}
