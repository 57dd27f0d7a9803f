import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertDetails, TAlertUpdate } from '@opinio/domain/schemas/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveKeys } from '@/entities/session/api/live-events.ts';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { alertKey, alertsKey } from './alert-keys.ts';
import { alertCountKey } from './get-alert-count.ts';

/** POST /api/vuejs/alert/update/{survey}/{alertId}: state, assignee, due date, resolution. */
function updateAlert(surveyExtName: string, alertId: number, update: TAlertUpdate): Promise<TAlertDetails> {
  return callApi(alertsApi.update, { params: { survey: surveyExtName, alertId }, body: update });
}

/** The answer is the alert as it is now (history included): it replaces the cached one. */
export function useUpdateAlert(surveyExtName: string, alertId: number) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (update: TAlertUpdate) => updateAlert(surveyExtName, alertId, update),
    // The form shows a refused change next to its field.
    meta: { silentError: true },
    onSuccess: async (details) => {
      queryClient.setQueryData(alertKey(surveyExtName, alertId, locale), details);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: alertsKey(surveyExtName), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: alertCountKey(surveyExtName) }),
        queryClient.invalidateQueries({ queryKey: liveKeys.interviews(surveyExtName) }),
      ]);
    },
  });
}
