import { z } from 'zod';
import {
  ZImportStarted,
  ZTask,
  ZTaskAssignState,
  ZTaskBulkResult,
  ZTaskDelete,
  ZTaskList,
  ZTaskListQuery,
  ZTaskProcess,
} from '../schemas/tasks.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZSurveyParam, ZSurveyParams } from './path-params.ts';

const ZTaskParams = z.object({ survey: ZSurveyParam, taskId: idParam("The task's id", 'bigserial') });

/**
 * Imports and the background tasks that run them, for user administrators and root (else
 * 403); a task of another universe or outside the caller's scope answers 404.
 */
export const tasksApi = {
  importFile: {
    method: 'POST',
    path: '/api/vuejs/surveys/import/:survey',
    summary: 'Upload interviews as CSV or .xlsx: the import runs as a task',
    description:
      'One file in the multipart field `file`. 400 (`field: file`) for no file, an empty file, another format or a body that is not multipart; 413 `file_too_large` over the limit. The whole file is checked before any row is written; the task fails with `too_many` as soon as the file passes 200,000 rows and with `file_unpacks_too_large` when a workbook unpacks to more than 1 GB.',
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZSurveyParams,
    documentedBody: {
      mediaType: 'multipart/form-data',
      schema: z.object({
        file: z
          .string()
          .meta({ contentMediaType: 'application/octet-stream' })
          .describe('A .csv or .xlsx file'),
      }),
    },
    response: { 200: ZImportStarted },
    errors: [403, 413],
  },
  importTemplate: {
    method: 'GET',
    path: '/api/vuejs/surveys/import/template/:survey',
    summary: "An empty import file: the header row with the survey's question extNames",
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZSurveyParams,
    produces: { mediaType: 'text/csv', description: 'A CSV attachment import-{survey}.csv' },
    errors: [403],
  },
  list: {
    method: 'GET',
    path: '/api/vuejs/surveys/tasks/:survey',
    summary: "The survey's tasks, newest first",
    description: '`result.errors` is left empty in the list (`errorCount` is set): the task itself has them.',
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZSurveyParams,
    querystring: ZTaskListQuery,
    response: { 200: ZTaskList },
    errors: [403],
  },
  task: {
    method: 'GET',
    path: '/api/vuejs/surveys/task/:survey/:taskId',
    summary: 'One task with its progress, result and row errors',
    description:
      "At most 1,000 row errors, each `{row, column, message}` (`row` counts the file's rows, header = 1).",
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZTaskParams,
    response: { 200: ZTask },
    errors: [403],
  },
  process: {
    method: 'POST',
    path: '/api/vuejs/surveys/tasks/process/:survey',
    summary: 'Run queued tasks now; failed or cancelled ones of the given ids again',
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZSurveyParams,
    body: ZTaskProcess,
    response: { 200: ZTaskBulkResult },
    errors: [403],
  },
  deleteSingle: {
    method: 'POST',
    path: '/api/vuejs/surveys/tasks/deletesingle/:survey/:taskId',
    summary: 'Delete a task and its file (409 while it runs: cancel it first)',
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZTaskParams,
    response: { 200: ZTaskBulkResult },
    errors: [403, 409],
  },
  delete: {
    method: 'POST',
    path: '/api/vuejs/surveys/tasks/delete/:survey',
    summary: 'Delete tasks by id; running and unknown ones are skipped',
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZSurveyParams,
    body: ZTaskDelete,
    response: { 200: ZTaskBulkResult },
    errors: [403],
  },
  assignState: {
    method: 'POST',
    path: '/api/vuejs/surveys/tasks/assignstate/:survey',
    summary: 'Queue tasks again or cancel them',
    description:
      '`queued`: failed or cancelled tasks run again from the start; `cancelled`: queued or running ones stop (a running import at its next batch; batches written stay).',
    tag: 'tasks',
    auth: 'session',
    permission: 'imports.run',
    params: ZSurveyParams,
    body: ZTaskAssignState,
    response: { 200: ZTaskBulkResult },
    errors: [403],
  },
} as const satisfies Record<string, ApiRoute>;
