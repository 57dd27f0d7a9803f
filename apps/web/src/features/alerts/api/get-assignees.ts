import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertAssignees } from '@opinio/domain/schemas/alerts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { alertsKey } from './alert-keys.ts';

/** GET /api/vuejs/alert/assignees/{survey}/{alertId}: members who see the alert's unit. */
function getAssignees(
  surveyExtName: string,
  alertId: number,
  signal?: AbortSignal,
): Promise<TAlertAssignees> {
  return callApi(alertsApi.assignees, { params: { survey: surveyExtName, alertId }, signal });
}

export function useAssignees(surveyExtName: string, alertId: number) {
  return useQuery({
    queryKey: [...alertsKey(surveyExtName), 'assignees', alertId],
    queryFn: ({ signal }) => getAssignees(surveyExtName, alertId, signal),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}
