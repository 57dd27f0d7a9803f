import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FieldProblem } from '@opinio/domain/error-codes';
import type { TReportState } from '@opinio/domain/schemas/reports';
import type { TImportResult, TTaskState } from '@opinio/domain/schemas/tasks';
import type { FastifyBaseLogger } from 'fastify';
import { BackgroundLoop } from '#db/background-loop.ts';
import type { Database } from '#db/database.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import type { Metrics } from '#lib/metrics.ts';
import type { LiveEvents } from '#live/live-events.ts';
import type { SurveyCatalog } from '#surveys/survey-catalog.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import {
  type ClaimedTask,
  claimTask,
  failAbandoned,
  finishTask,
  releaseTask,
  renewLease,
  retryLater,
  type TaskSnapshot,
  yieldTask,
} from './task-lease.ts';

/** Why a task stopped before its end: the user cancelled (or deleted) it, or the server stops. */
class TaskInterrupted extends Error {
  constructor(readonly reason: 'cancelled' | 'stopping') {
    super(`task ${reason}`);
  }
}

/** What the worker itself uses; its handlers get the whole set of services it was built with. */
export interface TaskWorkerServices {
  database: Database;
  catalog: SurveyCatalog;
  live: LiveEvents;
  /** Counts each run's outcome (`opinio_task_runs_total`). */
  metrics: Metrics;
}

export interface TaskRun<S extends TaskWorkerServices = TaskWorkerServices> {
  task: ClaimedTask;
  survey: SurveyModel;
  services: S;
  log: FastifyBaseLogger;
  /**
   * Reports progress (written and published at most every PROGRESS_EVERY_MS) and is the
   * place a run stops: throws TaskInterrupted when the task was cancelled or the server stops.
   */
  progress(done: number, total: number): Promise<void>;
}

export type TaskOutcome =
  | {
      state: 'done' | 'failed';
      /** An import's counts; or why a task failed, as a code (`failure`) for the web to say. */
      result: TImportResult | { failure: FieldProblem } | null;
      error: string | null;
    }
  /**
   * A slice of the work is done and the rest can wait: the task goes back to the queue
   * behind the work queued meanwhile (a campaign's send, decision 033), from `runAfter` on.
   */
  | { state: 'yield'; done: number; total: number; runAfter?: Date };

export type TaskHandler<S extends TaskWorkerServices = TaskWorkerServices> = (
  run: TaskRun<S>,
) => Promise<TaskOutcome>;

export interface TaskWorkerOptions {
  /** How often the queue is looked at without a wake-up (other processes' tasks, back-offs). */
  pollMs?: number;
  /** How long a claim holds without renewal; a dead worker's task is picked again after it. */
  leaseMs?: number;
  /** Runs of one task before it is failed. */
  maxAttempts?: number;
}

const PROGRESS_EVERY_MS = 500;

/** A task's state as its owner's `report` event names it. */
const REPORT_STATE: Record<TTaskState, TReportState> = {
  queued: 'QUEUED',
  running: 'RUNNING',
  done: 'FINISHED',
  failed: 'FAILED',
  cancelled: 'FAILED',
};

/** The user a task's payload names as its owner, with the report's public id. */
function ownerOf(payload: Record<string, unknown>): { userId: number; reportUUID: string } | null {
  const { userId, reportUUID } = payload;
  return typeof userId === 'number' && typeof reportUUID === 'string' ? { userId, reportUUID } : null;
}

/**
 * Runs tasks in this server process, one at a time: claims the next in the fair order
 * (task-lease.ts, task-fair-order.ts), runs its
 * type's handler, records the outcome, and publishes `task` live events on progress and at
 * the end. On close it lets the running task reach its next progress step and puts it
 * back in the queue, so a restart (or another process) carries it on.
 */
export class TaskWorker<S extends TaskWorkerServices> {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #leaseMs: number;
  readonly #maxAttempts: number;
  readonly #loop: BackgroundLoop;
  /** Running tasks that belong to one user (reports): their events also go to that user. */
  readonly #owners = new Map<number, { userId: number; reportUUID: string }>();

  constructor(
    private readonly services: S,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Readonly<Record<string, TaskHandler<S>>>,
    options: TaskWorkerOptions = {},
  ) {
    this.#leaseMs = options.leaseMs ?? 60_000;
    this.#maxAttempts = options.maxAttempts ?? 3;
    this.#loop = new BackgroundLoop('task worker', log, options.pollMs ?? 2000, () => this.#drain());
  }

  start(): void {
    this.#loop.start();
  }

  /** Looks at the queue now (a task was queued or re-queued by this process). */
  wake(): void {
    this.#loop.wake();
  }

  /** Waits for the running task to stop at its next progress step; it goes back to the queue. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #drain(): Promise<void> {
    const db = this.services.database.db;
    for (const abandoned of await failAbandoned(db, this.#maxAttempts)) await this.#publish(abandoned);
    while (!this.#loop.stopping) {
      this.#loop.taken();
      const task = await claimTask(db, this.id, this.#leaseMs, this.#maxAttempts);
      if (!task) return;
      await this.#run(task);
    }
  }

  async #run(task: ClaimedTask): Promise<void> {
    const owner = ownerOf(task.payload);
    if (owner) this.#owners.set(task.id, owner);
    try {
      await this.#runOwned(task);
    } finally {
      this.#owners.delete(task.id);
    }
  }

  async #runOwned(task: ClaimedTask): Promise<void> {
    const db = this.services.database.db;
    const survey = (await this.services.catalog.surveys(task.universeId)).find((s) => s.id === task.surveyId);
    const handler = this.handlers[task.type];
    const snapshot = (state: TTaskState, done: number, total: number): TaskSnapshot => ({
      id: task.id,
      universeId: task.universeId,
      surveyId: task.surveyId,
      type: task.type,
      state,
      done,
      total,
    });
    const ended = (outcome: 'done' | 'failed' | 'retried' | 'yielded') =>
      this.services.metrics.taskRuns.inc({ type: task.type, outcome });
    if (!survey || !handler) {
      const error = survey ? `No worker for tasks of type ${task.type}` : 'The survey no longer exists';
      await finishTask(db, task.id, this.id, { state: 'failed', result: null, error });
      ended('failed');
      return;
    }
    let last = { done: 0, total: 0 };
    let lastWrite = 0;
    const progress = async (done: number, total: number) => {
      if (this.#loop.stopping) throw new TaskInterrupted('stopping');
      last = { done, total };
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS && done < total) return;
      lastWrite = Date.now();
      if (!(await renewLease(db, task.id, this.id, this.#leaseMs, last)))
        throw new TaskInterrupted('cancelled');
      await this.#publish(snapshot('running', done, total), survey);
    };
    // Long steps without progress (reading a big workbook) keep the lease too.
    const heartbeat = setInterval(
      () => void renewLease(db, task.id, this.id, this.#leaseMs).catch(() => {}),
      this.#leaseMs / 3,
    );
    heartbeat.unref();
    try {
      await this.#publish(snapshot('running', 0, 0), survey);
      // The task's own work sees its universe only.
      const outcome = await runAsTenant(task.universeId, () =>
        handler({ task, survey, services: this.services, log: this.log, progress }),
      );
      ended(outcome.state === 'yield' ? 'yielded' : outcome.state);
      if (outcome.state === 'yield') {
        const { done, total } = outcome;
        if (await yieldTask(db, task.id, this.id, { done, total }, outcome.runAfter ?? null))
          await this.#publish(snapshot('queued', done, total), survey);
      } else if (await finishTask(db, task.id, this.id, outcome))
        await this.#publish(snapshot(outcome.state, last.done, last.total), survey);
    } catch (error) {
      if (error instanceof TaskInterrupted) {
        if (error.reason === 'stopping') await releaseTask(db, task.id, this.id);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, taskId: task.id }, 'task failed');
      ended(task.attempts < this.#maxAttempts ? 'retried' : 'failed');
      if (task.attempts < this.#maxAttempts) {
        await retryLater(db, task.id, this.id, message, 5000 * 2 ** (task.attempts - 1));
        await this.#publish(snapshot('queued', last.done, last.total), survey);
      } else if (await finishTask(db, task.id, this.id, { state: 'failed', result: null, error: message })) {
        await this.#publish(snapshot('failed', last.done, last.total), survey);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async #publish(task: TaskSnapshot, known?: SurveyModel) {
    const survey =
      known ?? (await this.services.catalog.surveys(task.universeId)).find((s) => s.id === task.surveyId);
    if (!survey) return;
    const owned = this.#owners.get(task.id);
    if (owned)
      await this.services.live
        .publish({
          type: 'report',
          universeId: task.universeId,
          userId: owned.userId,
          survey: survey.extName,
          reportUUID: owned.reportUUID,
          status: REPORT_STATE[task.state],
          done: task.done,
          total: task.total,
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'report event not published'));
    await this.services.live
      .publish({
        type: 'task',
        universeId: task.universeId,
        survey: survey.extName,
        taskId: task.id,
        taskType: task.type,
        state: task.state,
        done: task.done,
        total: task.total,
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'task event not published'));
  }
}
