import { tasksApi } from '@opinio/domain/api/tasks';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { taskSurvey } from '#routes/task-context.ts';
import {
  assignTasksState,
  deleteOneTask,
  deleteSomeTasks,
  oneTask,
  processTasks,
} from '#tasks/task-admin.ts';
import { listTasks } from '#tasks/task-repository.ts';

/**
 * Tasks: list by state and type, one task, process, delete one or several, assign a state in
 * bulk (docs/product.md#tasks, `tasks/task-admin.ts`).
 */
const taskRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  const db = services.database.db;
  const wake = () => app.taskWorker.wake();

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
      return oneTask(db, ref, request.params.taskId);
    },
  });

  app.route({
    ...routeOptions(tasksApi.process),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      return processTasks(db, ref, request.body.ids, wake);
    },
  });

  app.route({
    ...routeOptions(tasksApi.deleteSingle),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      return deleteOneTask(db, ref, request.params.taskId);
    },
  });

  app.route({
    ...routeOptions(tasksApi.delete),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      return deleteSomeTasks(db, ref, request.body.ids);
    },
  });

  app.route({
    ...routeOptions(tasksApi.assignState),
    handler: async (request) => {
      const { ref } = await taskSurvey(services, request, request.params.survey);
      return assignTasksState(db, ref, request.body.ids, request.body.newstate, wake);
    },
  });
};

export default taskRoutes;
