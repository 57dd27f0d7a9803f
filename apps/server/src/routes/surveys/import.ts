import fastifyMultipart from '@fastify/multipart';
import { tasksApi } from '@opinio/domain/api/tasks';
import { IMPORT_FILE_MAX_BYTES } from '@opinio/domain/schemas/tasks';
import { templateColumns } from '#import/import-rows.ts';
import { queueImportFile } from '#import/upload.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { taskSurvey } from '#routes/task-context.ts';
import { readUpload } from '#routes/upload.ts';

/** Admins upload interviews as CSV or .xlsx: the import runs as a task (docs/api.md). */
const importRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  // Scoped to these routes: the rest of the API takes JSON only.
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 5 } });

  app.route({
    ...routeOptions(tasksApi.importFile),
    handler: async (request) => {
      const caller = await taskSurvey(services, request, request.params.survey);
      const file = await readUpload(app, request, IMPORT_FILE_MAX_BYTES);
      return queueImportFile(services, caller, file, () => app.taskWorker.wake());
    },
  });

  app.route({
    ...routeOptions(tasksApi.importTemplate),
    handler: async (request, reply) => {
      const { survey } = await taskSurvey(services, request, request.params.survey);
      const fileName = `import-${survey.extName}.csv`;
      // A byte order mark makes Excel read the file as UTF-8.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .send(`\ufeff${templateColumns(survey).join(',')}\r\n`);
    },
  });
};

export default importRoutes;
