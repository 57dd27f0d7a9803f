import type { TAssignableTaskState, TTask, TTaskBulkResult } from '@opinio/domain/schemas/tasks';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { HttpError, notFound } from '#lib/http-error.ts';
import { assignTaskState, deleteTasks, findTask, runQueuedNow, type TaskRef } from './task-repository.ts';

/**
 * Tasks as an administrator handles them (docs/product.md#tasks): one task, process, delete
 * one or several, assign a state in bulk. `wake` tells the worker that queued work is waiting.
 */

const bulk = (ids: readonly number[], changed: readonly number[]): TTaskBulkResult => {
  const done = new Set(changed);
  return { changed: [...done], skipped: ids.filter((id) => !done.has(id)) };
};

export async function oneTask(db: Kysely<DB>, ref: TaskRef, taskId: number): Promise<TTask> {
  const task = await findTask(db, ref, taskId);
  if (!task) throw notFound('Task not found');
  return task;
}

/** Failed and cancelled ones of the given ids run again; queued ones skip their back-off. */
export async function processTasks(
  db: Kysely<DB>,
  ref: TaskRef,
  ids: readonly number[] | undefined,
  wake: () => void,
): Promise<TTaskBulkResult> {
  const requeued = ids ? await assignTaskState(db, ref, ids, 'queued') : [];
  const now = await runQueuedNow(db, ref, ids);
  wake();
  const changed = [...new Set([...requeued, ...now])];
  return ids ? bulk(ids, changed) : { changed, skipped: [] };
}

/** One task, deleted: a running one must be cancelled first. */
export async function deleteOneTask(db: Kysely<DB>, ref: TaskRef, taskId: number): Promise<TTaskBulkResult> {
  const task = await oneTask(db, ref, taskId);
  if (task.state === 'running')
    throw new HttpError({ code: 'still_running' }, 'The task is running: cancel it first, then delete it');
  return bulk([taskId], await deleteTasks(db, ref, [taskId]));
}

/** Several tasks: the running ones are skipped. */
export async function deleteSomeTasks(
  db: Kysely<DB>,
  ref: TaskRef,
  ids: readonly number[],
): Promise<TTaskBulkResult> {
  return bulk(ids, await deleteTasks(db, ref, ids));
}

export async function assignTasksState(
  db: Kysely<DB>,
  ref: TaskRef,
  ids: readonly number[],
  state: TAssignableTaskState,
  wake: () => void,
): Promise<TTaskBulkResult> {
  const changed = await assignTaskState(db, ref, ids, state);
  if (state === 'queued' && changed.length > 0) wake();
  return bulk(ids, changed);
}
