import { z } from 'zod';
import { MAX_BIGSERIAL_ID } from '../limits.ts';
import { ZText } from '../safe-text.ts';
import { ZErrorCode, ZErrorParams } from './error.ts';
import { ZScriptFailure } from './ingestion.ts';

/**
 * Tasks, each with a state and a type: the background job queue (imports, reports, report
 * subscriptions; campaign sends will share it). See docs/product.md#tasks and docs/decisions/009-tasks-queue.md.
 */
const TASK_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
const ZTaskState = z.enum(TASK_STATES);
export type TTaskState = z.infer<typeof ZTaskState>;

/** States a user may assign (assignstate): the others are the worker's to set. */
const ZAssignableTaskState = z.enum(['queued', 'cancelled']);
export type TAssignableTaskState = z.infer<typeof ZAssignableTaskState>;

export const IMPORT_TASK_TYPE = 'import_interviews';

/** Largest file POST vuejs/surveys/import/{survey} takes. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** An import file's size in bytes: a larger file is refused, so the web app says so before sending it. */
export const ZImportFileSize = z
  .number()
  .int()
  .nonnegative()
  .max(IMPORT_FILE_MAX_BYTES, `The file is larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`);
/** Row errors kept in a task's result (errorCount has them all). */
export const IMPORT_ERRORS_KEPT = 1000;
/** The fixed leading columns of an import file; question extNames follow. */
export const IMPORT_FIXED_COLUMNS = ['externalId', 'unit', 'date'] as const;

/**
 * One bad cell of an import file: its row number in the file (header = row 1), its column,
 * and what is wrong as an error code with its parameters (docs/error-codes.md); `message`
 * says it in English, for logs and integrators.
 */
const ZImportRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  code: ZErrorCode,
  params: ZErrorParams,
  message: z.string().describe('What is wrong, in English'),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** What an import did: all rows are checked before any is written. */
const ZImportResult = z.object({
  inserted: z.number().int(),
  /** Rows whose externalId the survey already had: skipped. */
  duplicates: z.number().int(),
  errorCount: z.number().int(),
  /** The first IMPORT_ERRORS_KEPT row errors (empty in task lists). */
  errors: z.array(ZImportRowError),
  /** Why a failed import wrote nothing, as a code with its parameters (the task's `error` says it in English). */
  failure: z.object({ code: ZErrorCode, params: ZErrorParams }).optional(),
  /** Scripts that failed on imported interviews (written without the values they set). */
  scriptFailures: z.array(ZScriptFailure).optional(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZTask = z.object({
  id: z.number().int(),
  type: z.string(),
  state: ZTaskState,
  /** The uploaded file's name (imports). */
  fileName: z.string().nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  attempts: z.number().int(),
  error: z.string().nullable(),
  result: ZImportResult.nullable(),
  /** Why it failed, as a code with its parameters (an import's as in `result.failure`, a report's); null when it did not fail or failed unexpectedly. */
  failure: z.object({ code: ZErrorCode, params: ZErrorParams }).nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

export const ZTaskList = z.object({ tasks: z.array(ZTask) });
export type TTaskList = z.infer<typeof ZTaskList>;

/** Query of GET vuejs/surveys/tasks/{survey}. */
export const ZTaskListQuery = z.object({
  state: ZTaskState.optional(),
  type: ZText.min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const ZTaskIds = z.array(z.number().int().positive().max(MAX_BIGSERIAL_ID)).min(1).max(1000);

/** Body of POST vuejs/surveys/tasks/delete/{survey}. */
export const ZTaskDelete = z.object({ ids: ZTaskIds });

/** Body of POST vuejs/surveys/tasks/assignstate/{survey}. */
export const ZTaskAssignState = z.object({ ids: ZTaskIds, newstate: ZAssignableTaskState });

/** Body of POST vuejs/surveys/tasks/process/{survey}: those tasks, or every queued one. */
export const ZTaskProcess = z.object({ ids: ZTaskIds.optional() });

/** Answer of the bulk calls: the ids changed, and those left as they were. */
export const ZTaskBulkResult = z.object({
  changed: z.array(z.number().int()),
  skipped: z.array(z.number().int()),
});
export type TTaskBulkResult = z.infer<typeof ZTaskBulkResult>;

export const ZImportStarted = z.object({ taskId: z.number().int() });
export type TImportStarted = z.infer<typeof ZImportStarted>;

/** The `task` event of the live stream (admins of the universe): progress and completion. */
export const ZTaskLiveEvent = z.object({
  survey: z.string(),
  taskId: z.number().int(),
  type: z.string(),
  state: ZTaskState,
  done: z.number().int(),
  total: z.number().int(),
});
