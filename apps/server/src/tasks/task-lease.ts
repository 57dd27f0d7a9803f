import type { FieldProblem } from '@opinio/domain/error-codes';
import type { TImportResult, TTaskState } from '@opinio/domain/schemas/tasks';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { fairQueueSql } from './task-fair-order.ts';
import { tasksDb } from './task-tables.ts';

/**
 * The worker side of the tasks table: claiming with a lease, renewing it, finishing.
 * Every write after the claim is conditional on `locked_by` still being this worker and
 * the state still `running`, so a task cancelled, deleted or taken over by another worker
 * (lease expired) is never written by the one that lost it.
 */
export interface ClaimedTask {
  id: number;
  universeId: number;
  surveyId: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface TaskSnapshot {
  id: number;
  universeId: number;
  surveyId: number;
  type: string;
  state: TTaskState;
  done: number;
  total: number;
}

const lease = (leaseMs: number) => sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

type ClaimedRow = {
  id: number;
  universe_id: number;
  survey_id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
};

/**
 * Claims the next task: first a running one whose lease expired (its worker died), oldest
 * first; else the first of the fair order (task-fair-order.ts), not the oldest overall. On
 * PostgreSQL `FOR UPDATE SKIP LOCKED` lets workers of many processes claim side by side
 * (the second takes the next position); on PGlite the same statements run on the one
 * connection, which the dialect hands to one query at a time, so they are just as atomic.
 * A claim sets `started_at`: that is what makes its universe and user the last served.
 */
export async function claimTask(
  db: Kysely<DB>,
  workerId: string,
  leaseMs: number,
  maxAttempts: number,
): Promise<ClaimedTask | null> {
  const claim = (pick: ReturnType<typeof sql>) => sql<ClaimedRow>`
    UPDATE tasks
    SET state = 'running', locked_by = ${workerId}, locked_until = ${lease(leaseMs)},
        attempts = attempts + 1, started_at = now(), error = NULL
    WHERE id = (${pick})
    RETURNING id, universe_id, survey_id, type, payload, attempts`;
  const abandoned = await claim(sql`
      SELECT id FROM tasks
      WHERE state = 'running' AND locked_until < now() AND attempts < ${maxAttempts}
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`).execute(db);
  const row =
    abandoned.rows[0] ??
    (
      await claim(sql`
      WITH fair AS (${fairQueueSql()})
      SELECT t.id FROM tasks t JOIN fair f ON f.id = t.id
      WHERE t.state = 'queued'
      ORDER BY f.position LIMIT 1 FOR UPDATE OF t SKIP LOCKED`).execute(db)
    ).rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    universeId: row.universe_id,
    surveyId: row.survey_id,
    type: row.type,
    payload: row.payload,
    attempts: row.attempts,
  };
}

/**
 * Fails running tasks whose lease expired after their last allowed attempt: a task that
 * took its worker down that often would only take the next one down too.
 */
export async function failAbandoned(db: Kysely<DB>, maxAttempts: number): Promise<TaskSnapshot[]> {
  const rows = await tasksDb(db)
    .updateTable('tasks')
    .set({
      state: 'failed',
      error: `The worker running this task stopped ${maxAttempts} times before it finished`,
      finished_at: sql<Date>`now()`,
      locked_by: null,
      locked_until: null,
    })
    .where('state', '=', 'running')
    .where('locked_until', '<', sql<Date>`now()`)
    .where('attempts', '>=', maxAttempts)
    .returning(['id', 'universe_id', 'survey_id', 'type', 'state', 'progress_done', 'progress_total'])
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    universeId: r.universe_id,
    surveyId: r.survey_id,
    type: r.type,
    state: r.state,
    done: r.progress_done,
    total: r.progress_total,
  }));
}

function owned(db: Kysely<DB>, taskId: number, workerId: string) {
  return tasksDb(db)
    .updateTable('tasks')
    .where('id', '=', taskId)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running');
}

/** Records progress and renews the lease; false when the task is no longer ours to run. */
export async function renewLease(
  db: Kysely<DB>,
  taskId: number,
  workerId: string,
  leaseMs: number,
  progress?: { done: number; total: number },
): Promise<boolean> {
  const result = await owned(db, taskId, workerId)
    .set({
      locked_until: lease(leaseMs),
      ...(progress ? { progress_done: progress.done, progress_total: progress.total } : {}),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a run: done or failed, with the result. False when the task was no longer ours. */
export async function finishTask(
  db: Kysely<DB>,
  taskId: number,
  workerId: string,
  outcome: {
    state: 'done' | 'failed';
    result: TImportResult | { failure: FieldProblem } | null;
    error: string | null;
  },
): Promise<boolean> {
  const result = await owned(db, taskId, workerId)
    .set({
      state: outcome.state,
      result: JSON.stringify(outcome.result),
      error: outcome.error,
      finished_at: sql<Date>`now()`,
      locked_by: null,
      locked_until: null,
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The server is stopping: the task goes back to the queue, this attempt not counted. */
export async function releaseTask(db: Kysely<DB>, taskId: number, workerId: string): Promise<void> {
  await owned(db, taskId, workerId)
    .set((eb) => ({
      state: 'queued',
      attempts: eb('attempts', '-', 1),
      locked_by: null,
      locked_until: null,
    }))
    .execute();
}

/** An attempt failed unexpectedly: queued again after a back-off, the error kept. */
export async function retryLater(
  db: Kysely<DB>,
  taskId: number,
  workerId: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await owned(db, taskId, workerId)
    .set({
      state: 'queued',
      error,
      run_after: lease(delayMs),
      locked_by: null,
      locked_until: null,
    })
    .execute();
}

/**
 * A run that did a slice of its work and yields (a campaign's send): back to the queue
 * behind what was queued meanwhile (`run_after` now, or later when it has to wait), this
 * run not counted as an attempt. `started_at` stays: its universe and user were served.
 */
export async function yieldTask(
  db: Kysely<DB>,
  taskId: number,
  workerId: string,
  progress: { done: number; total: number },
  runAfter: Date | null,
): Promise<boolean> {
  const result = await owned(db, taskId, workerId)
    .set((eb) => ({
      state: 'queued',
      attempts: eb('attempts', '-', 1),
      run_after: runAfter ?? sql<Date>`now()`,
      progress_done: progress.done,
      progress_total: progress.total,
      locked_by: null,
      locked_until: null,
    }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
