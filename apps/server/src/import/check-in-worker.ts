import type { FieldProblem } from '@opinio/domain/error-codes';
import type { TImportRowError } from '@opinio/domain/schemas/tasks';
import type { ValidatedInterview } from '#ingestion/validate-batch.ts';
import { UnreadableFile } from '#lib/table-file.ts';
import { inBoundedWorker } from '#lib/table-file-in-worker.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ImportPayload } from '#tasks/task-tables.ts';
import type { CheckedFile } from './check-file.ts';

/**
 * What the worker gets: the survey and the uploader's scope unit (a scope holds functions,
 * which a message cannot carry; the worker resolves it in the survey it got).
 */
export interface CheckRequest {
  survey: SurveyModel;
  scopeUnit: string | null;
  format: ImportPayload['format'];
  content: Uint8Array;
}

export type CheckMessage =
  | { type: 'rejected'; failure: FieldProblem; error: string; errors: TImportRowError[] }
  | { type: 'interviews'; interviews: ValidatedInterview[] }
  | { type: 'checked'; count: number };

/** An import check's thread: room for 200,000 rows and their interviews, and time for them. */
const CHECK_THREAD = { maxHeapMb: 2048, deadlineMs: 10 * 60_000 };

/**
 * Checks a whole import file (check-file.ts) in a worker thread with a bounded heap and
 * deadline. Parsing and validating 150,000 rows takes seconds of CPU: on the server's thread
 * it would hold up every request for that long (with PGlite, the database too). The
 * interviews come back one chunk at a time, each asked for after a turn of the event loop:
 * all at once, taking in 150,000 of them would hold it up for most of a second.
 */
export async function checkInWorker(request: CheckRequest): Promise<CheckedFile> {
  const interviews: ValidatedInterview[] = [];
  let expected = 0;
  let outcome: CheckedFile | null = null;
  try {
    await inBoundedWorker<CheckMessage>(
      new URL('./check-file-worker.ts', import.meta.url),
      request,
      CHECK_THREAD,
      (message, worker) => {
        const askForMore = () => setImmediate(() => worker.postMessage('next'));
        if (message.type === 'rejected') {
          outcome = { ok: false, failure: message.failure, error: message.error, errors: message.errors };
          return 'done';
        }
        if (message.type === 'checked') expected = message.count;
        else for (const interview of message.interviews) interviews.push(interview);
        if (message.type === 'interviews' && interviews.length >= expected) {
          outcome = { ok: true, interviews };
          return 'done';
        }
        askForMore();
        return 'more';
      },
    );
  } catch (error) {
    if (error instanceof UnreadableFile)
      return { ok: false, failure: { code: 'invalid_file', params: {} }, error: error.message, errors: [] };
    throw error;
  }
  if (!outcome) throw new Error('The file check ended without an outcome');
  return outcome;
}
