import { type TAlertRule, type TAlertRuleSave, ZAlertRule } from '@opinio/domain/schemas/alerts';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { useAlertRuleMutation } from './use-alert-rule-mutation.ts';

/** POST /api/vuejs/surveys/effectblocks/{survey}: a new rule without id, else an update. */
export function saveAlertRule(surveyExtName: string, body: TAlertRuleSave): Promise<TAlertRule> {
  return apiRequest(`/vuejs/surveys/effectblocks/${segment(surveyExtName)}`, {
    method: 'POST',
    body,
    schema: ZAlertRule,
  });
}

export function useSaveAlertRule(surveyExtName: string) {
  return useAlertRuleMutation(surveyExtName, (body: TAlertRuleSave) => saveAlertRule(surveyExtName, body));
}
