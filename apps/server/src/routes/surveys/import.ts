import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { tasksApi } from '@opinio/domain/api/tasks';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import { IMPORT_FILE_MAX_BYTES, IMPORT_TASK_TYPE } from '@opinio/domain/schemas/tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateColumns } from '../../import/import-rows.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { insertTask } from '../../tasks/task-repository.ts';
import type { ImportPayload } from '../../tasks/task-tables.ts';
import { routeOptions } from '../route-options.ts';
import { taskSurvey } from './task-context.ts';

const MB = 1024 * 1024;
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The file's format by its name, checked against its first bytes. */
function importFormat(fileName: string, bytes: Uint8Array): ImportPayload['format'] {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || (!extension && isZip(bytes))) {
    if (!isZip(bytes)) throw badRequest('The file is not an Excel workbook (.xlsx)', 'file');
    return 'xlsx';
  }
  if (extension === 'xls')
    throw badRequest('Save the workbook as .xlsx (Excel 2007 or later) or CSV', 'file');
  if (extension && !['csv', 'txt'].includes(extension))
    throw badRequest('Upload a .csv or .xlsx file', 'file');
  if (isZip(bytes)) throw badRequest('The file is a zip archive, not CSV text', 'file');
  return 'csv';
}

/**
 * The uploaded file and its bytes. Anything that goes wrong while reading the body is the
 * body's fault (busboy's "Boundary not found", "Unexpected end of multipart data", the
 * plugin's limits): 400 naming the file, except a file over the size limit (413).
 */
async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ part: MultipartFile; content: Buffer }> {
  try {
    const part = await request.file();
    if (!part) throw badRequest('No file in the upload', 'file');
    return { part, content: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(413, 'file_too_large', `The file is larger than ${IMPORT_FILE_MAX_BYTES / MB} MB`);
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`The upload is not a well-formed multipart/form-data body: ${reason}`, 'file');
  }
}

/** Admins upload interviews as CSV or .xlsx: the import runs as a task (docs/api.md). */
export const importRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Scoped to these routes: the rest of the API takes JSON only.
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 5 } });

  app.route({
    ...routeOptions(tasksApi.importFile),
    handler: async (request) => {
      const { principal, ref } = await taskSurvey(services, request, request.params.survey);
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data, field "file"', 'file');
      const { part, content } = await readUpload(app, request);
      if (content.byteLength === 0) throw badRequest('The file is empty', 'file');
      // The name is stored with the task: checked, then cut by code points (never inside a pair).
      if (!isSafeText(part.filename)) throw badRequest(`The file name ${UNSAFE_TEXT_MESSAGE}`, 'file');
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
      const fileName = `import-${survey.extName.replace(/[^\w.-]/g, '_')}.csv`;
      // A byte order mark makes Excel read the file as UTF-8.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(`\ufeff${templateColumns(survey).join(',')}\r\n`);
    },
  });
};
