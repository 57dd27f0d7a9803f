import { IMPORT_TASK_TYPE } from '@opinio/domain/schemas/tasks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CAMPAIGN_SEND_TASK } from '#campaigns/create/insert-campaign.ts';
import { createDueReminders } from '#campaigns/reminders/due-reminders.ts';
import { runCampaignSendTask } from '#campaigns/sending/send-campaign-task.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { runImportTask } from '#import/import-task.ts';
import { REPORT_RENDERERS } from '#reports/report-renderers.ts';
import { deleteExpiredReports, REPORT_TASK_TYPE } from '#reports/report-repository.ts';
import { reportTask } from '#reports/report-task.ts';
import { queueDueSubscriptions, SUBSCRIPTION_TASK_TYPE } from '#reports/subscription-repository.ts';
import { runSubscriptionTask } from '#reports/subscription-run.ts';
import type { Services } from '#services.ts';
import { type TaskHandler, TaskWorker, type TaskWorkerOptions } from '#tasks/task-worker.ts';

const SWEEP_MS = 60 * 60 * 1000;
const SCHEDULE_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the tasks table's work in this process (docs/decisions/009-tasks-queue.md). */
    taskWorker: TaskWorker<Services>;
  }
}

/** The work each type of task does. @internal */
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
    const sweep = () =>
      void runAsTenant('all', () => deleteExpiredReports(options.services.database.db)).catch(
        (error: unknown) => app.log.warn({ err: error }, 'expired reports not deleted'),
      );
    // Subscriptions whose run is due become tasks (once, whichever process sees them first).
    const schedule = () =>
      void runAsTenant('all', () => queueDueSubscriptions(options.services.database.db, new Date()))
        .then((queued) => {
          if (queued > 0) worker.wake();
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'due subscriptions not queued'));
    // Campaigns whose automatic reminder is due get it (once, whichever process sees them first).
    const remind = () =>
      void createDueReminders(options.services, new Date())
        .then((created) => {
          if (created > 0) worker.wake();
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'due campaign reminders not created'));
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      worker.start();
      sweep();
      schedule();
      remind();
      timers.push(
        setInterval(sweep, SWEEP_MS),
        setInterval(schedule, SCHEDULE_MS),
        setInterval(remind, SCHEDULE_MS),
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
