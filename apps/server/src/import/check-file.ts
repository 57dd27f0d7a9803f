import type { FieldProblem } from '@opinio/domain/error-codes';
import type { TImportRowError } from '@opinio/domain/schemas/tasks';
import type { Scope } from '#access/scope.ts';
import { type ValidatedInterview, validateBatch } from '#ingestion/validate-batch.ts';
import { decodeUtf8, parseCsv, type SheetRow, UnreadableFile } from '#lib/parse-csv.ts';
import { readXlsx } from '#lib/read-xlsx.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ImportPayload } from '#tasks/task-tables.ts';
import { importRows, rowError } from './import-rows.ts';

/** Rows one file may hold: the whole file is checked in memory before anything is written. */
const IMPORT_ROWS_MAX = 200_000;

/** A whole import file checked: every interview ready to write, or why nothing may be. */
export type CheckedFile =
  | { ok: true; interviews: ValidatedInterview[] }
  | { ok: false; failure: FieldProblem; error: string; errors: TImportRowError[] };

/** A file refused: why as a code (`failure`) and in English (`error`), and its bad cells. */
const rejected = (failure: FieldProblem, error: string, errors: TImportRowError[] = []): CheckedFile => ({
  ok: false,
  failure,
  error,
  errors,
});

/** One error per cell: the first found (an empty cell is not also "invalid"). */
function firstPerCell(errors: readonly TImportRowError[]): TImportRowError[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const key = `${e.row}\u0000${e.column}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.row - b.row);
}

async function readTable(format: ImportPayload['format'], content: Uint8Array): Promise<SheetRow[]> {
  return format === 'xlsx' ? readXlsx(content) : parseCsv(decodeUtf8(content));
}

/**
 * Reads the uploaded CSV or .xlsx and checks every row by the ingestion API's rules
 * (validate-batch.ts). CPU work only, no database: a large file is checked in a worker
 * thread (check-in-worker.ts) so that it does not hold up the server's requests.
 */
export async function checkFile(
  survey: SurveyModel,
  scope: Scope,
  format: ImportPayload['format'],
  content: Uint8Array,
): Promise<CheckedFile> {
  let table: SheetRow[];
  try {
    table = await readTable(format, content);
  } catch (error) {
    if (error instanceof UnreadableFile) return rejected({ code: 'invalid_file', params: {} }, error.message);
    throw error;
  }
  if (table.length - 1 > IMPORT_ROWS_MAX)
    return rejected(
      { code: 'too_many', params: { max: IMPORT_ROWS_MAX } },
      `The file has ${table.length - 1} rows; at most ${IMPORT_ROWS_MAX} per file: split it`,
    );

  const rows = importRows(survey, table);
  const { interviews, errors } = validateBatch(survey, scope, rows.interviews);
  const rowErrors = firstPerCell([...rows.errors, ...errors.map((e) => rowError(e, rows.rowNumbers))]);
  if (rowErrors.length > 0) {
    const badRows = new Set(rowErrors.map((e) => e.row)).size;
    return rejected(
      { code: 'invalid_rows', params: { count: rowErrors.length } },
      `${badRows} ${badRows === 1 ? 'row is' : 'rows are'} invalid: nothing was imported`,
      rowErrors,
    );
  }
  if (interviews.length === 0)
    return rejected({ code: 'empty_file', params: {} }, 'The file has no interviews below its header row');
  return { ok: true, interviews };
}
