import { IMPORT_ERRORS_KEPT, type TImportResult, type TImportRowError } from '@opinio/domain/schemas/tasks';
import { resolveScope } from '../access/scope.ts';
import { runAlertRules } from '../alerts/run-alert-rules.ts';
import { ingestBatch } from '../ingestion/ingest-batch.ts';
import { validateBatch } from '../ingestion/validate-batch.ts';
import { publishAlert, publishLoadCount } from '../live/publish.ts';
import { deleteTaskFile, loadTaskFile } from '../tasks/task-repository.ts';
import type { ImportPayload } from '../tasks/task-tables.ts';
import type { TaskOutcome, TaskRun } from '../tasks/task-worker.ts';
import { importRows, rowError } from './import-rows.ts';
import { decodeUtf8, parseCsv, type SheetRow, UnreadableFile } from './parse-csv.ts';
import { readXlsx } from './read-xlsx.ts';

/** Interviews written per transaction. */
const INSERT_BATCH = 1000;
/** Rows one file may hold: the whole file is checked in memory before anything is written. */
export const IMPORT_ROWS_MAX = 200_000;

const failed = (error: string, errors: TImportRowError[] = []): TaskOutcome => ({
  state: 'failed',
  error,
  result: {
    inserted: 0,
    duplicates: 0,
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_ERRORS_KEPT),
  },
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
 * The `import_interviews` task: reads the uploaded CSV or .xlsx, checks every row by the
 * ingestion API's rules (validate-batch.ts), and only when the whole file is valid writes
 * it in batches (ingest-batch.ts: idempotent by externalId, loadCount raised), running the
 * alert rules on the new interviews. A bad file writes nothing; see docs/decisions/009.
 */
export async function runImportTask(run: TaskRun): Promise<TaskOutcome> {
  const { task, survey, services, log } = run;
  const db = services.database.db;
  const payload = task.payload as unknown as ImportPayload;
  const file = await loadTaskFile(db, task.id);
  if (!file) return failed('The uploaded file is no longer stored: upload it again');
  const scope = resolveScope(survey, payload.scopeUnit);
  if (!scope) return failed('The uploader may no longer write to this survey');

  let table: SheetRow[];
  try {
    table = await readTable(payload.format, file.content);
  } catch (error) {
    if (error instanceof UnreadableFile) return failed(error.message);
    throw error;
  }
  if (table.length - 1 > IMPORT_ROWS_MAX)
    return failed(`The file has ${table.length - 1} rows; at most ${IMPORT_ROWS_MAX} per file: split it`);

  const rows = importRows(survey, table);
  const { interviews, errors } = validateBatch(survey, scope, rows.interviews);
  const rowErrors = firstPerCell([...rows.errors, ...errors.map((e) => rowError(e, rows.rowNumbers))]);
  if (rowErrors.length > 0) {
    const badRows = new Set(rowErrors.map((e) => e.row)).size;
    return failed(`${badRows} rows are invalid: nothing was imported`, rowErrors);
  }
  if (interviews.length === 0) return failed('The file has no interviews below its header row');

  const total = interviews.length;
  const result: TImportResult = { inserted: 0, duplicates: 0, errorCount: 0, errors: [] };
  await run.progress(0, total);
  for (let start = 0; start < total; start += INSERT_BATCH) {
    const batch = interviews.slice(start, start + INSERT_BATCH);
    const written = await ingestBatch(db, survey, batch);
    result.inserted += written.inserted;
    result.duplicates += written.duplicates.length;
    if (written.inserted > 0) services.readModel.changed(survey.id);
    const duplicates = new Set(written.duplicates);
    const fresh = batch.flatMap((interview, n) =>
      duplicates.has(interview.externalId) ? [] : [{ ...interview, id: written.ids[n] }],
    );
    // The interviews are in: a failing rule is logged (as on the ingestion API).
    const alerts = await runAlertRules(services, survey, fresh, log).catch((error: unknown) => {
      log.error({ err: error }, 'alert rules failed');
      return [];
    });
    const unitOf = new Map(fresh.map((i) => [i.id, i.unitId]));
    for (const alert of alerts)
      await publishAlert(services, survey, { ...alert, unitId: unitOf.get(alert.interviewId)! });
    await run.progress(Math.min(start + INSERT_BATCH, total), total);
  }
  if (result.inserted > 0) await publishLoadCount(services, survey);
  // Done: the file has served (a failed or cancelled import keeps it to run again).
  await deleteTaskFile(db, task.id);
  return { state: 'done', result, error: null };
}
