import { z } from 'zod';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { alertRulesQueryOptions } from './get-alert-rules.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

/** DELETE /api/vuejs/surveys/effectblocks/{survey}/{id}: the alerts it opened stay. */
export function deleteAlertRule(surveyExtName: string, id: number) {
  return apiRequest(`/vuejs/surveys/effectblocks/${segment(surveyExtName)}/${segment(id)}`, {
    method: 'DELETE',
    schema: z.object({ deleted: z.number().int() }),
  });
}

export function useDeleteAlertRule(surveyExtName: string) {
  return useAdminMutation(alertRulesQueryOptions(surveyExtName).queryKey, (id: number) =>
    deleteAlertRule(surveyExtName, id),
  );
}
