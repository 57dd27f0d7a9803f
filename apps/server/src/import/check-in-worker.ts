import type { FieldProblem } from '@opinio/domain/error-codes';
import type { TImportRowError } from '@opinio/domain/schemas/tasks';
import type { ValidatedInterview } from '#ingestion/validate-batch.ts';
import { startTypeScriptWorker } from '#lib/typescript-worker.ts';
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

/**
 * Checks a whole import file (check-file.ts) in a worker thread. Parsing and validating
 * 150,000 rows takes seconds of CPU: on the server's thread it would hold up every
 * request for that long (with PGlite, the database too). The interviews come back one
 * chunk at a time, each asked for after a turn of the event loop: all at once, taking in
 * 150,000 of them would hold it up for most of a second.
 */
export function checkInWorker(request: CheckRequest): Promise<CheckedFile> {
  return new Promise((resolve, reject) => {
    const worker = startTypeScriptWorker(new URL('./check-file-worker.ts', import.meta.url), request);
    const interviews: ValidatedInterview[] = [];
    let expected = 0;
    let outcome: CheckedFile | null = null;
    const settle = (checked: CheckedFile) => {
      outcome = checked;
      void worker.terminate();
    };
    const askForMore = () => setImmediate(() => worker.postMessage('next'));
    worker.on('message', (message: CheckMessage) => {
      if (message.type === 'rejected')
        settle({ ok: false, failure: message.failure, error: message.error, errors: message.errors });
      else if (message.type === 'checked') {
        expected = message.count;
        askForMore();
      } else {
        for (const interview of message.interviews) interviews.push(interview);
        if (interviews.length >= expected) settle({ ok: true, interviews });
        else askForMore();
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (outcome) resolve(outcome);
      else reject(new Error(`The file check stopped (exit code ${code}) before it finished`));
    });
  });
}
