import { IMPORT_TASK_TYPE } from '@opinio/domain/schemas/tasks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CAMPAIGN_SEND_TASK } from '#campaigns/create/insert-campaign.ts';
import { createDueReminders } from '#campaigns/reminders/due-reminders.ts';
import { runCampaignSendTask } from '#campaigns/sending/send-campaign-task.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { runImportTask } from '#import/import-task.ts';
import { FailureBackoff } from '#lib/failure-backoff.ts';
import { REPORT_RENDERERS } from '#reports/report-renderers.ts';
import { deleteExpiredReports, REPORT_TASK_TYPE } from '#reports/report-repository.ts';
import { reportTask } from '#reports/report-task.ts';
import { queueDueSubscriptions, SUBSCRIPTION_TASK_TYPE } from '#reports/subscription-repository.ts';
import { runSubscriptionTask } from '#reports/subscription-run.ts';
import type { Services } from '#services.ts';
import { type TaskHandler, TaskWorker, type TaskWorkerOptions } from '#tasks/task-worker.ts';

const SWEEP_MS = 60 * 60 * 1000;
const SCHEDULE_MS = 60 * 1000;
/** The longest pause of periodic work that keeps failing (the database down). */
const PAUSE_MAX_MS = 15 * 60 * 1000;

/**
 * Periodic work as a function for `setInterval`: after failures in a row it skips its turns
 * for a minute, then two, up to a quarter of an hour, and logs as seldom (lib/failure-backoff.ts).
 */
function every(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): () => void {
  const failures = new FailureBackoff(what, log, { firstMs: SCHEDULE_MS, maxMs: PAUSE_MAX_MS });
  return () => {
    if (!failures.due()) return;
    void work().then(
      () => failures.succeeded(),
      (error: unknown) => failures.failed(error),
    );
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the tasks table's work in this process (docs/decisions/009-tasks-queue.md). */
    taskWorker: TaskWorker<Services>;
  }
}

/** The work each type of task does (its keys: the task types, listed in GET /metrics). */
export function taskHandlers(): Record<string, TaskHandler<Services>> {
  return {
    [IMPORT_TASK_TYPE]: runImportTask,
    [REPORT_TASK_TYPE]: reportTask(REPORT_RENDERERS),
    [SUBSCRIPTION_TASK_TYPE]: runSubscriptionTask,
    [CAMPAIGN_SEND_TASK]: runCampaignSendTask,
  };
}

/** The task worker: started when the app is ready, stopped (task handed back) on close. */
export const taskWorkerPlugin = fp(
  async (app: FastifyInstance, options: { services: Services; worker?: TaskWorkerOptions }) => {
    const worker = new TaskWorker(options.services, app.log, taskHandlers(), options.worker);
    app.decorate('taskWorker', worker);
    // Reports past their days go, file and task, every hour (and once at start).
    const sweep = every(app.log, 'expired reports not deleted', () =>
      runAsTenant('all', () => deleteExpiredReports(options.services.database.db)),
    );
    // Subscriptions whose run is due become tasks (once, whichever process sees them first).
    const schedule = every(app.log, 'due subscriptions not queued', async () => {
      const queued = await runAsTenant('all', () =>
        queueDueSubscriptions(options.services.database.db, new Date()),
      );
      if (queued > 0) worker.wake();
    });
    // Campaigns whose automatic reminder is due get it (once, whichever process sees them first).
    const remind = every(app.log, 'due campaign reminders not created', async () => {
      const created = await createDueReminders(options.services, new Date());
      if (created > 0) worker.wake();
    });
    // The embedded database's planner statistics, as autovacuum keeps PostgreSQL's.
    const analyze = every(app.log, 'planner statistics not kept', () =>
      options.services.database.keepStatistics(),
    );
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      worker.start();
      sweep();
      schedule();
      remind();
      analyze();
      timers.push(
        setInterval(sweep, SWEEP_MS),
        setInterval(schedule, SCHEDULE_MS),
        setInterval(remind, SCHEDULE_MS),
        setInterval(analyze, SCHEDULE_MS),
      );
      for (const timer of timers) timer.unref();
    });
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await worker.stop();
    });
  },
  { name: 'task-worker' },
);
