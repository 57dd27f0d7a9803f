import type { FieldProblem } from '@opinio/domain/error-codes';
import type { TImportRowError } from '@opinio/domain/schemas/tasks';
import type { Scope } from '#access/scope.ts';
import { type ValidatedInterview, validateBatch } from '#ingestion/validate-batch.ts';
import {
  readTableFile,
  type SheetRow,
  TooManyRows,
  UnpacksTooLarge,
  UnreadableFile,
} from '#lib/table-file.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ImportPayload } from '#tasks/task-tables.ts';
import { importRows, rowError } from './import-rows.ts';

/**
 * What one file may hold, applied while it is read: rows (the whole file is checked in
 * memory before anything is written), and what a workbook may unpack to.
 */
const IMPORT_LIMITS = { maxRows: 200_000, maxUnpackedBytes: 1024 * 1024 * 1024 };

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
    table = await readTableFile(format, content, IMPORT_LIMITS);
  } catch (error) {
    if (error instanceof UnreadableFile) return rejected({ code: 'invalid_file', params: {} }, error.message);
    if (error instanceof TooManyRows)
      return rejected({ code: 'too_many', params: { max: error.max } }, error.message);
    if (error instanceof UnpacksTooLarge)
      return rejected(
        { code: 'file_unpacks_too_large', params: { maxMb: error.maxBytes / (1024 * 1024) } },
        error.message,
      );
    throw error;
  }

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
