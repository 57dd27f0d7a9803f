import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertRule, TAlertRuleSave } from '@opinio/domain/schemas/alerts';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { alertRulesKey } from './get-alert-rules.ts';

/** POST /api/vuejs/surveys/effectblocks/{survey}: a new rule without id, else an update. */
function saveAlertRule(surveyExtName: string, body: TAlertRuleSave): Promise<TAlertRule> {
  return callApi(alertsApi.saveRule, { params: { survey: surveyExtName }, body });
}

export function useSaveAlertRule(surveyExtName: string) {
  return useAdminMutation(alertRulesKey(surveyExtName), (body: TAlertRuleSave) =>
    saveAlertRule(surveyExtName, body),
  );
}
