import { apiPath } from '@opinio/domain/api/api-route';
import { tasksApi } from '@opinio/domain/api/tasks';

/** The download link of the import template: a CSV with the survey's columns. */
export function importTemplateUrl(surveyExtName: string): string {
  return apiPath(tasksApi.importTemplate, { survey: surveyExtName });
}
