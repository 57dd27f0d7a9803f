import { type TAlertDetails, ZAlertDetails } from '@opinio/domain/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { alertKey } from './alert-keys.ts';

/** GET /api/vuejs/alert/{survey}/{alertId}: the alert, its history and its interview. */
export function getAlert(
  surveyExtName: string,
  alertId: number,
  signal?: AbortSignal,
): Promise<TAlertDetails> {
  return apiRequest(`/vuejs/alert/${segment(surveyExtName)}/${segment(alertId)}`, {
    schema: ZAlertDetails,
    signal,
  });
}

export function alertQueryOptions(surveyExtName: string, alertId: number) {
  return queryOptions({
    queryKey: alertKey(surveyExtName, alertId),
    queryFn: ({ signal }) => getAlert(surveyExtName, alertId, signal),
    meta: { silentError: true },
  });
}

export function useAlert(surveyExtName: string, alertId: number) {
  return useQuery(alertQueryOptions(surveyExtName, alertId));
}
