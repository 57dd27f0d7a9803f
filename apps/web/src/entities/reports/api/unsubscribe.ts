import { reportsApi } from '@opinio/domain/api/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { subscriptionsKey } from './get-subscriptions.ts';

/** DELETE /api/vuejs/reports/subscriptions/{survey}/{subscriptionId}: ends a subscription (a role's: users.manage). */
function unsubscribe(survey: string, subscriptionId: number): Promise<void> {
  return callApi(reportsApi.unsubscribe, { params: { survey, subscriptionId } });
}

/** Its error is shown by the confirmation, which stays open. */
export function useUnsubscribe(survey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: number) => unsubscribe(survey, subscriptionId),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKey(survey) }),
  });
}
