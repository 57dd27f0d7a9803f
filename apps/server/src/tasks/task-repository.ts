import type {
  TAssignableTaskState,
  TImportResult,
  TImportRowError,
  TTask,
  TTaskState,
} from '@opinio/domain/schemas/tasks';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { packFile, unpackFile } from './stored-file.ts';
import { tasksDb } from './task-tables.ts';

/**
 * A survey of a universe, and the caller's part of the organisation: every call is cut to
 * it. `scopeUnits` (see access/scope-units.ts): only tasks whose scope unit is among them;
 * null or absent for the whole organisation.
 */
export interface TaskRef {
  universeId: number;
  surveyId: number;
  scopeUnits?: readonly string[] | null;
}

const scopeUnitOf = sql<string | null>`tasks.payload->>'scopeUnit'`;

export interface NewTask {
  type: string;
  payload: Record<string, unknown>;
  createdBy: number | null;
  file?: { name: string; content: Uint8Array };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Writes a queued task, and its file, in one transaction. */
export async function insertTask(db: Kysely<DB>, ref: TaskRef, task: NewTask): Promise<number> {
  const content = task.file ? await packFile(task.file.content) : null;
  return tasksDb(db)
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto('tasks')
        .values({
          universe_id: ref.universeId,
          survey_id: ref.surveyId,
          type: task.type,
          payload: JSON.stringify(task.payload),
          created_by: task.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (task.file && content) {
        await trx
          .insertInto('task_files')
          .values({
            task_id: Number(id),
            universe_id: ref.universeId,
            name: task.file.name,
            size: task.file.content.byteLength,
            content,
          })
          .execute();
      }
      return Number(id);
    });
}

function taskQuery(db: Kysely<DB>, ref: TaskRef) {
  return tasksDb(db)
    .selectFrom('tasks')
    .leftJoin('users', 'users.id', 'tasks.created_by')
    .select([
      'tasks.id',
      'tasks.type',
      'tasks.state',
      'tasks.payload',
      'tasks.progress_done',
      'tasks.progress_total',
      'tasks.attempts',
      'tasks.error',
      'tasks.result',
      'tasks.created_at',
      'tasks.started_at',
      'tasks.finished_at',
      'users.username',
    ])
    .where('tasks.universe_id', '=', ref.universeId)
    .where('tasks.survey_id', '=', ref.surveyId)
    .$if(!!ref.scopeUnits, (q) => q.where(scopeUnitOf, 'in', [...ref.scopeUnits!]));
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof taskQuery>['executeTakeFirstOrThrow']>>;

/** A row error as stored: imports before error codes stored the English sentence alone. */
function codedRowError(error: TImportRowError): TImportRowError {
  return error.code ? error : { ...error, code: 'invalid_value', params: {} };
}

function toTask(row: TaskRow, withErrors: boolean): TTask {
  const stored = row.result;
  const result = stored && 'inserted' in stored ? (stored as TImportResult) : null;
  const fileName = (row.payload as { fileName?: unknown }).fileName;
  return {
    id: Number(row.id),
    type: row.type,
    state: row.state,
    fileName: typeof fileName === 'string' ? fileName : null,
    progress: { done: row.progress_done, total: row.progress_total },
    attempts: row.attempts,
    error: row.error,
    result: result && { ...result, errors: withErrors ? result.errors.map(codedRowError) : [] },
    failure: (stored && 'failure' in stored && stored.failure) || null,
    createdBy: row.username,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

/** The survey's tasks, newest first; row errors are left out (see findTask). */
export async function listTasks(
  db: Kysely<DB>,
  ref: TaskRef,
  filter: { state?: TTaskState; type?: string; limit: number },
): Promise<TTask[]> {
  let query = taskQuery(db, ref).orderBy('tasks.id', 'desc').limit(filter.limit);
  if (filter.state) query = query.where('tasks.state', '=', filter.state);
  if (filter.type) query = query.where('tasks.type', '=', filter.type);
  return (await query.execute()).map((row) => toTask(row, false));
}

export async function findTask(db: Kysely<DB>, ref: TaskRef, id: number): Promise<TTask | null> {
  const row = await taskQuery(db, ref).where('tasks.id', '=', id).executeTakeFirst();
  return row ? toTask(row, true) : null;
}

/** Deletes the tasks (and files) that are not running; answers the ids deleted. */
export async function deleteTasks(db: Kysely<DB>, ref: TaskRef, ids: readonly number[]): Promise<number[]> {
  const rows = await tasksDb(db)
    .deleteFrom('tasks')
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .where('id', 'in', [...ids])
    .$if(!!ref.scopeUnits, (q) => q.where(scopeUnitOf, 'in', [...ref.scopeUnits!]))
    .where('state', '!=', 'running')
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Assigns a new state in bulk (docs/product.md#tasks). queued: a failed or cancelled task runs again
 * from the start (its file is kept until it is done); cancelled: a queued or running task
 * stops (a running one at its next progress step). Answers the ids changed.
 */
export async function assignTaskState(
  db: Kysely<DB>,
  ref: TaskRef,
  ids: readonly number[],
  newState: TAssignableTaskState,
): Promise<number[]> {
  const base = tasksDb(db)
    .updateTable('tasks')
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .where('id', 'in', [...ids])
    .$if(!!ref.scopeUnits, (q) => q.where(scopeUnitOf, 'in', [...ref.scopeUnits!]));
  const rows =
    newState === 'queued'
      ? await base
          .set({
            state: 'queued',
            run_after: sql<Date>`now()`,
            attempts: 0,
            progress_done: 0,
            error: null,
            result: null,
            started_at: null,
            finished_at: null,
            locked_by: null,
            locked_until: null,
          })
          .where('state', 'in', ['failed', 'cancelled'])
          .returning('id')
          .execute()
      : await base
          .set({ state: 'cancelled', finished_at: sql<Date>`now()`, locked_by: null, locked_until: null })
          .where('state', 'in', ['queued', 'running'])
          .returning('id')
          .execute();
  return rows.map((r) => Number(r.id));
}

/** Makes the survey's queued tasks (all, or those ids) claimable now, skipping any back-off. */
export async function runQueuedNow(
  db: Kysely<DB>,
  ref: TaskRef,
  ids: readonly number[] | undefined,
): Promise<number[]> {
  let query = tasksDb(db)
    .updateTable('tasks')
    .set({ run_after: sql<Date>`now()` })
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .where('state', '=', 'queued')
    .$if(!!ref.scopeUnits, (q) => q.where(scopeUnitOf, 'in', [...ref.scopeUnits!]));
  if (ids) query = query.where('id', 'in', [...ids]);
  return (await query.returning('id').execute()).map((r) => Number(r.id));
}

export async function loadTaskFile(
  db: Kysely<DB>,
  taskId: number,
): Promise<{ name: string; content: Uint8Array } | undefined> {
  const file = await tasksDb(db)
    .selectFrom('task_files')
    .select(['name', 'content'])
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return file && { name: file.name, content: await unpackFile(file.content) };
}

export async function deleteTaskFile(db: Kysely<DB>, taskId: number): Promise<void> {
  await tasksDb(db).deleteFrom('task_files').where('task_id', '=', taskId).execute();
}
