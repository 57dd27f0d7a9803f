import { reportsApi } from '@opinio/domain/api/reports';
import type { TSubscription, TSubscriptionInput } from '@opinio/domain/schemas/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { subscriptionsKey } from './get-subscriptions.ts';

/**
 * POST /api/vuejs/reports/subscriptions/{survey}: the PDF benchmark report of a filtered
 * drill node mailed on a schedule, to the caller or to every member of a role (403 when the
 * survey does not enable the report).
 */
function subscribe(survey: string, input: TSubscriptionInput): Promise<TSubscription> {
  return callApi(reportsApi.subscribe, { params: { survey }, body: input });
}

/** Its errors are shown by the dialog, next to the field the server names. */
export function useSubscribe(survey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSubscriptionInput) => subscribe(survey, input),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKey(survey) }),
  });
}
