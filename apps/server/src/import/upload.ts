import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import { IMPORT_FILE_MAX_BYTES, IMPORT_TASK_TYPE } from '@opinio/domain/schemas/tasks';
import type { Scope } from '#access/scope.ts';
import type { Principal } from '#auth/principal.ts';
import { badRequest } from '#lib/http-error.ts';
import { checkFileSize, dataFileFormat, type UploadedFile } from '#lib/uploaded-file.ts';
import type { Services } from '#services.ts';
import { insertTask, type TaskRef } from '#tasks/task-repository.ts';
import type { ImportPayload } from '#tasks/task-tables.ts';

/**
 * An uploaded file of interviews (CSV or .xlsx) queued as an import task of the caller's
 * survey, in their part of the organisation (docs/api.md). `wake` tells the worker.
 */
export async function queueImportFile(
  services: Pick<Services, 'database'>,
  caller: { principal: Principal; scope: Scope; ref: TaskRef },
  file: UploadedFile,
  wake: () => void,
): Promise<{ taskId: number }> {
  const { principal, scope, ref } = caller;
  checkFileSize(file, IMPORT_FILE_MAX_BYTES);
  // The name is stored with the task: checked, then cut by code points (never inside a pair).
  if (!isSafeText(file.filename))
    throw badRequest(`The file name ${UNSAFE_TEXT_MESSAGE}`, 'file', { code: 'unsafe_text' });
  const fileName = Array.from(file.filename || 'upload.csv')
    .slice(0, 255)
    .join('');
  const payload: ImportPayload = {
    fileName,
    format: dataFileFormat(fileName, file.content),
    scopeUnit: scope.unit?.extName ?? null,
  };
  const taskId = await insertTask(services.database.db, ref, {
    type: IMPORT_TASK_TYPE,
    payload: { ...payload },
    createdBy: principal.impersonator?.id ?? principal.user.id,
    file: { name: fileName, content: file.content },
  });
  wake();
  return { taskId };
}
