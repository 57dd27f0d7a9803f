import { type TAlertRule, type TAlertRuleSave, ZAlertRule } from '@opinio/domain/schemas/alerts';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { alertRulesQueryOptions } from './get-alert-rules.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

/** POST /api/vuejs/surveys/effectblocks/{survey}: a new rule without id, else an update. */
export function saveAlertRule(surveyExtName: string, body: TAlertRuleSave): Promise<TAlertRule> {
  return apiRequest(`/vuejs/surveys/effectblocks/${segment(surveyExtName)}`, {
    method: 'POST',
    body,
    schema: ZAlertRule,
  });
}

export function useSaveAlertRule(surveyExtName: string) {
  return useAdminMutation(alertRulesQueryOptions(surveyExtName).queryKey, (body: TAlertRuleSave) =>
    saveAlertRule(surveyExtName, body),
  );
}
