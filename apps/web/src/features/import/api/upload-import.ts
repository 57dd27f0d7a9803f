import { apiPath } from '@opinio/domain/api/api-route';
import { tasksApi } from '@opinio/domain/api/tasks';
import { type TImportStarted, ZImportStarted } from '@opinio/domain/schemas/tasks';
import { ApiError, apiErrorOf } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';

/**
 * POST /api/vuejs/surveys/import/{survey} (multipart, field "file"): queues the import
 * task. XMLHttpRequest rather than fetch, for upload progress (0..1).
 */
export function uploadImport(
  surveyExtName: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TImportStarted> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const route = tasksApi.importFile;
    request.open(route.method, apiPath(route, { survey: surveyExtName }));
    request.withCredentials = true;
    // CSRF protection (docs/decisions/005), as every state-changing call.
    request.setRequestHeader('x-requested-with', 'opinio');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', i18n.t('error.network')));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // handled below
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = ZImportStarted.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
      }
      reject(
        apiErrorOf(body, request.status) ??
          new ApiError(
            request.status,
            'http_error',
            i18n.t('error.http', { status: request.status, statusText: request.statusText }),
          ),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
