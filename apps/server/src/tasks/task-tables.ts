import type { FieldProblem } from '@opinio/domain/error-codes';
import type { TImportResult, TTaskState } from '@opinio/domain/schemas/tasks';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Kysely's view of migration 010 (tasks and their files). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** What an import task keeps in `payload`. */
/** An import's counts, or why a task failed as a code. */
type TaskResult = TImportResult | { failure: FieldProblem };

export interface ImportPayload {
  fileName: string;
  format: 'csv' | 'xlsx';
  /** The uploader's scope: the import may write to these units only. */
  scopeUnit: string | null;
}

export interface TasksTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  type: string;
  state: Generated<TTaskState>;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  payload: Json<Record<string, unknown>>;
  /** An import's counts, or why a task failed as a code (`{ failure }`). */
  result: ColumnType<TaskResult | null, string | null | undefined, string | null>;
  error: string | null;
  attempts: Generated<number>;
  run_after: Timestamp;
  created_by: number | null;
  created_at: Timestamp;
  started_at: Date | null;
  finished_at: Date | null;
  locked_by: string | null;
  locked_until: Date | null;
}

export interface TaskFilesTable {
  task_id: number;
  universe_id: number;
  name: string;
  size: number;
  content: Uint8Array;
}

export type TaskTables = {
  tasks: TasksTable;
  task_files: TaskFilesTable;
};

export type TasksDb = Kysely<DB & TaskTables>;

/** The database with the task tables (kept out of db/schema.ts, which other features share). */
export const tasksDb = (db: Kysely<DB>): TasksDb => db.withTables<TaskTables>();
