import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/vuejs/surveys/effectblocks/{survey}: the survey's alert rules, oldest first. */
async function getAlertRules(surveyExtName: string, signal?: AbortSignal): Promise<TAlertRule[]> {
  const answer = await callApi(alertsApi.rules, { params: { survey: surveyExtName }, signal });
  return answer.rules;
}

export function alertRulesQueryOptions(surveyExtName: string) {
  return queryOptions({
    queryKey: ['alertRules', surveyExtName] as const,
    queryFn: ({ signal }) => getAlertRules(surveyExtName, signal),
    meta: { silentError: true },
  });
}

export function useAlertRules(surveyExtName: string) {
  return useQuery(alertRulesQueryOptions(surveyExtName));
}
