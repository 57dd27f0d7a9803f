import fastifyMultipart from '@fastify/multipart';
import { tasksApi } from '@opinio/domain/api/tasks';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import { IMPORT_FILE_MAX_BYTES, IMPORT_TASK_TYPE } from '@opinio/domain/schemas/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateColumns } from '#import/import-rows.ts';
import { importFormat, readUpload } from '#import/upload.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { badRequest } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import { taskSurvey } from '#routes/task-context.ts';
import type { Services } from '#services.ts';
import { insertTask } from '#tasks/task-repository.ts';
import type { ImportPayload } from '#tasks/task-tables.ts';

/** Admins upload interviews as CSV or .xlsx: the import runs as a task (docs/api.md). */
const importRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Scoped to these routes: the rest of the API takes JSON only.
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 5 } });

  app.route({
    ...routeOptions(tasksApi.importFile),
    handler: async (request) => {
      const { principal, ref } = await taskSurvey(services, request, request.params.survey);
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data, field "file"', 'file', { code: 'no_file' });
      const { part, content } = await readUpload(app, request, IMPORT_FILE_MAX_BYTES);
      if (content.byteLength === 0) throw badRequest('The file is empty', 'file', { code: 'empty_file' });
      // The name is stored with the task: checked, then cut by code points (never inside a pair).
      if (!isSafeText(part.filename))
        throw badRequest(`The file name ${UNSAFE_TEXT_MESSAGE}`, 'file', { code: 'unsafe_text' });
      const fileName = Array.from(part.filename || 'upload.csv')
        .slice(0, 255)
        .join('');
      const payload: ImportPayload = {
        fileName,
        format: importFormat(fileName, content),
        scopeUnit: principal.scopeUnit,
      };
      const taskId = await insertTask(services.database.db, ref, {
        type: IMPORT_TASK_TYPE,
        payload: { ...payload },
        createdBy: principal.impersonator?.id ?? principal.user.id,
        file: { name: fileName, content },
      });
      app.taskWorker.wake();
      return { taskId };
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
