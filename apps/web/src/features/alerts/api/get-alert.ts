import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertDetails } from '@opinio/domain/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { alertKey } from './alert-keys.ts';

/** GET /api/vuejs/alert/{survey}/{alertId}: the alert, its history and its interview. */
function getAlert(surveyExtName: string, alertId: number, signal?: AbortSignal): Promise<TAlertDetails> {
  return callApi(alertsApi.alert, { params: { survey: surveyExtName, alertId }, signal });
}

function alertQueryOptions(surveyExtName: string, alertId: number, locale: string) {
  return queryOptions({
    queryKey: alertKey(surveyExtName, alertId, locale),
    queryFn: ({ signal }) => getAlert(surveyExtName, alertId, signal),
    meta: { silentError: true },
  });
}

export function useAlert(surveyExtName: string, alertId: number) {
  return useQuery(alertQueryOptions(surveyExtName, alertId, useLocale()));
}
