import { alertsApi } from '@opinio/domain/api/alerts';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { alertRulesKey } from './get-alert-rules.ts';

/** DELETE /api/vuejs/surveys/effectblocks/{survey}/{id}: the alerts it opened stay. */
function deleteAlertRule(surveyExtName: string, id: number) {
  return callApi(alertsApi.deleteRule, { params: { survey: surveyExtName, id } });
}

export function useDeleteAlertRule(surveyExtName: string) {
  return useAdminMutation(alertRulesKey(surveyExtName), (id: number) => deleteAlertRule(surveyExtName, id));
}
