import { tasksApi } from '@opinio/domain/api/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import { taskSurvey } from '#routes/task-context.ts';
import type { Services } from '#services.ts';
import { assignTaskState, deleteTasks, findTask, listTasks, runQueuedNow } from '#tasks/task-repository.ts';

const bulk = (ids: readonly number[], changed: readonly number[]) => {
  const done = new Set(changed);
  return { changed: [...done], skipped: ids.filter((id) => !done.has(id)) };
};

/**
 * Tasks: list by state and type, one task, process, delete one or several, assign a state in
 * bulk (docs/product.md#tasks).
 */
const taskRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(tasksApi.list),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      return { tasks: await listTasks(db, ref, request.query) };
    },
  });

  app.route({
    ...routeOptions(tasksApi.task),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      const task = await findTask(db, ref, request.params.taskId);
      if (!task) throw notFound('Task not found');
      return task;
    },
  });

  app.route({
    ...routeOptions(tasksApi.process),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      const { ids } = request.body;
      // Failed and cancelled ones of the given ids run again; queued ones skip their back-off.
      const requeued = ids ? await assignTaskState(db, ref, ids, 'queued') : [];
      const now = await runQueuedNow(db, ref, ids);
      app.taskWorker.wake();
      const changed = [...new Set([...requeued, ...now])];
      return ids ? bulk(ids, changed) : { changed, skipped: [] };
    },
  });

  app.route({
    ...routeOptions(tasksApi.deleteSingle),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      const { taskId } = request.params;
      const task = await findTask(db, ref, taskId);
      if (!task) throw notFound('Task not found');
      if (task.state === 'running')
        throw new HttpError(
          { code: 'still_running' },
          'The task is running: cancel it first, then delete it',
        );
      return bulk([taskId], await deleteTasks(db, ref, [taskId]));
    },
  });

  app.route({
    ...routeOptions(tasksApi.delete),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      return bulk(request.body.ids, await deleteTasks(db, ref, request.body.ids));
    },
  });

  app.route({
    ...routeOptions(tasksApi.assignState),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      const { ids, newstate } = request.body;
      const changed = await assignTaskState(db, ref, ids, newstate);
      if (newstate === 'queued' && changed.length > 0) app.taskWorker.wake();
      return bulk(ids, changed);
    },
  });
};

export default taskRoutes;
