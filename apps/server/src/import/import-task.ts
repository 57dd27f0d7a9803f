import type { FieldProblem } from '@opinio/domain/error-codes';
import { IMPORT_ERRORS_KEPT, type TImportResult, type TImportRowError } from '@opinio/domain/schemas/tasks';
import { resolveScope } from '#access/scope.ts';
import { releaseDigests } from '#alerts/alert-digest-release.ts';
import type { ValidatedInterview } from '#ingestion/validate-batch.ts';
import { publishLoadCount } from '#live/publish.ts';
import type { ScriptFailure } from '#scripts/script-failures.ts';
import type { Services } from '#services.ts';
import { deleteTaskFile, loadTaskFile } from '#tasks/task-repository.ts';
import type { ImportPayload } from '#tasks/task-tables.ts';
import type { TaskOutcome, TaskRun } from '#tasks/task-worker.ts';
import { checkFile } from './check-file.ts';
import { checkInWorker } from './check-in-worker.ts';
import { ingestAndNotify } from './ingest-and-notify.ts';

/** Interviews per progress step: the alert rules run and the task may stop between steps. */
const STEP = 1000;
/**
 * Interviews per write transaction. On PGlite a transaction holds the only connection:
 * 250 interviews keep it to a few tens of milliseconds, so other requests' queries get in
 * between (docs/decisions/019).
 */
const TRANSACTION = 250;
/**
 * A CSV file up to this size (about 1,400 rows, some 50 ms of CPU) is checked on the
 * server's thread: starting a worker thread takes longer (about 0.6 s). A file of 256 KB
 * (5,000 rows) held the thread 0.3-1 s, every other request waiting. Workbooks always go
 * to the worker: their compressed size says little about their rows.
 */
const CHECK_IN_PLACE_BYTES = 64 * 1024;

/** A failed import: why as a code (`result.failure`, for the web) and in English (`error`), and its bad cells. */
const failed = (failure: FieldProblem, error: string, errors: TImportRowError[] = []): TaskOutcome => ({
  state: 'failed',
  error,
  result: {
    inserted: 0,
    duplicates: 0,
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_ERRORS_KEPT),
    failure,
  },
});

const importDigestKey = (taskId: number) => `import:${taskId}`;

/**
 * The `import_interviews` task: reads the uploaded CSV or .xlsx and checks every row by
 * the ingestion API's rules (check-file.ts; a large file in a worker thread), and only
 * when the whole file is valid writes it in small transactions (ingest-batch.ts:
 * idempotent by externalId, loadCount raised), running the alert rules on the new
 * interviews. A bad file writes nothing; see docs/decisions/009 and 019.
 */
export async function runImportTask(run: TaskRun<Services>): Promise<TaskOutcome> {
  const { task, survey, services } = run;
  const db = services.database.db;
  const payload = task.payload as unknown as ImportPayload;
  const file = await loadTaskFile(db, task.id);
  if (!file)
    return failed(
      { code: 'file_not_stored', params: {} },
      'The uploaded file is no longer stored: upload it again',
    );
  const scope = resolveScope(survey, payload.scopeUnit);
  if (!scope)
    return failed({ code: 'forbidden', params: {} }, 'The uploader may no longer write to this survey');

  const inPlace = payload.format === 'csv' && file.content.byteLength <= CHECK_IN_PLACE_BYTES;
  const checked = inPlace
    ? await checkFile(survey, scope, payload.format, file.content)
    : await checkInWorker({
        survey,
        scopeUnit: payload.scopeUnit,
        format: payload.format,
        content: file.content,
      });
  if (!checked.ok) return failed(checked.failure, checked.error, checked.errors);
  const { interviews } = checked;

  const total = interviews.length;
  const result: TImportResult = { inserted: 0, duplicates: 0, errorCount: 0, errors: [] };
  await run.progress(0, total);
  // Dashboards follow the import every few seconds, not after each transaction, and see
  // all of it as soon as it is done.
  const endBulkWrite = services.analytics.bulkWrite(survey.id);
  try {
    for (let start = 0; start < total; start += STEP) {
      const written = await writeStep(run, interviews.slice(start, start + STEP));
      result.inserted += written.inserted;
      result.duplicates += written.duplicates;
      for (const failure of written.scriptFailures) addScriptFailure(result, failure);
      await run.progress(Math.min(start + STEP, total), total);
    }
  } finally {
    // the last part in small pages while the dashboards still answer from the table as it is
    if (result.inserted > 0) await services.analytics.catchUp(survey).catch(() => {});
    endBulkWrite();
    if (result.inserted > 0) services.analytics.changed(survey.id);
  }
  if (result.inserted > 0) await publishLoadCount(services, survey);
  await releaseDigests(services, { keyPrefix: `${importDigestKey(run.task.id)}:` });
  // Done: the file has served (a failed or cancelled import keeps it to run again).
  await deleteTaskFile(db, task.id);
  return { state: 'done', result, error: null };
}

/**
 * Writes one step's interviews in small transactions, each followed by the alert rules on
 * its new interviews and a pause for other work (Database.giveWay).
 */
async function writeStep(run: TaskRun<Services>, step: readonly ValidatedInterview[]) {
  const { survey, services, log } = run;
  let inserted = 0;
  let duplicates = 0;
  const scriptFailures: ScriptFailure[] = [];
  for (let start = 0; start < step.length; start += TRANSACTION) {
    const began = performance.now();
    const batch = step.slice(start, start + TRANSACTION);
    // The import's alerts gather in one digest mail per assignee, queued at its end.
    const written = await ingestAndNotify(services, survey, batch, log, {
      announce: false,
      alerts: { digestKey: importDigestKey(run.task.id) },
    });
    inserted += written.inserted;
    duplicates += written.duplicates.length;
    scriptFailures.push(...(written.scriptFailures ?? []));
    // Requests go first (on PGlite the import would otherwise shut them out), but the
    // import keeps at least a third of the time however busy the server is.
    await services.database.giveWay(2 * (performance.now() - began));
  }
  return { inserted, duplicates, scriptFailures };
}

/** A script's failures on the whole file: counted per script, the first reason kept. */
function addScriptFailure(result: TImportResult, failure: ScriptFailure) {
  result.scriptFailures ??= [];
  const known = result.scriptFailures.find((f) => f.script === failure.script);
  if (known) known.failed += failure.failed;
  else result.scriptFailures.push({ ...failure });
}
