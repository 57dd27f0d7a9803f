import { IMPORT_TASK_TYPE } from '@opinio/domain/schemas/tasks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runImportTask } from '../import/import-task.ts';
import { REPORT_RENDERERS } from '../reports/report-renderers.ts';
import { REPORT_TASK_TYPE } from '../reports/report-repository.ts';
import { reportTask } from '../reports/report-task.ts';
import type { Services } from '../services.ts';
import { TaskWorker, type TaskWorkerOptions } from './task-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the tasks table's work in this process (docs/decisions/009-tasks-queue.md). */
    taskWorker: TaskWorker;
  }
}

/** The task worker: started when the app is ready, stopped (task handed back) on close. */
export const taskWorkerPlugin = fp(
  async (app: FastifyInstance, options: { services: Services; worker?: TaskWorkerOptions }) => {
    const worker = new TaskWorker(
      options.services,
      app.log,
      { [IMPORT_TASK_TYPE]: runImportTask, [REPORT_TASK_TYPE]: reportTask(REPORT_RENDERERS) },
      options.worker,
    );
    app.decorate('taskWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'task-worker' },
);
