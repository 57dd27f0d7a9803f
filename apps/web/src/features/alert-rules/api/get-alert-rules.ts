import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/** GET /api/vuejs/surveys/effectblocks/{survey}: the survey's alert rules, oldest first. */
async function getAlertRules(surveyExtName: string, signal?: AbortSignal): Promise<TAlertRule[]> {
  const answer = await callApi(alertsApi.rules, { params: { survey: surveyExtName }, signal });
  return answer.rules;
}

/** Every language's list of the survey's rules starts with this key. */
export function alertRulesKey(surveyExtName: string) {
  return ['alertRules', surveyExtName] as const;
}

/** The rules with their names in `locale` (the UI's; each also carries its name as saved). */
function alertRulesQueryOptions(surveyExtName: string, locale: string) {
  return queryOptions({
    queryKey: [...alertRulesKey(surveyExtName), locale] as const,
    queryFn: ({ signal }) => getAlertRules(surveyExtName, signal),
    meta: { silentError: true },
  });
}

export function useAlertRules(surveyExtName: string) {
  return useQuery(alertRulesQueryOptions(surveyExtName, useLocale()));
}
