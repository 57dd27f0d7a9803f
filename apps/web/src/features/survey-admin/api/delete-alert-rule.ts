import { z } from 'zod';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { useAlertRuleMutation } from './use-alert-rule-mutation.ts';

/** DELETE /api/vuejs/surveys/effectblocks/{survey}/{id}: the alerts it opened stay. */
export function deleteAlertRule(surveyExtName: string, id: number) {
  return apiRequest(`/vuejs/surveys/effectblocks/${segment(surveyExtName)}/${segment(id)}`, {
    method: 'DELETE',
    schema: z.object({ deleted: z.number().int() }),
  });
}

export function useDeleteAlertRule(surveyExtName: string) {
  return useAlertRuleMutation(surveyExtName, (id: number) => deleteAlertRule(surveyExtName, id));
}
