import { reportsApi } from '@opinio/domain/api/reports';
import type { TSubscriptionList } from '@opinio/domain/schemas/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/** GET /api/vuejs/reports/subscriptions/{survey}: the caller's subscriptions (and, for administrators, the roles'). */
function getSubscriptions(survey: string, signal?: AbortSignal): Promise<TSubscriptionList> {
  return callApi(reportsApi.subscriptions, { params: { survey }, signal });
}

/** Subscribing or ending a subscription refreshes every language's list of the survey. */
export const subscriptionsKey = (survey: string) => ['reportSubscriptions', survey] as const;

/** `locale`: the node titles come in the UI's language. */
function subscriptionsQueryOptions(survey: string, locale: string) {
  return queryOptions({
    queryKey: [...subscriptionsKey(survey), locale] as const,
    queryFn: ({ signal }) => getSubscriptions(survey, signal),
    select: (list) => list.subscriptions,
    staleTime: 0,
    // the dialog shows what went wrong itself
    meta: { silentError: true },
  });
}

/** The subscriptions, asked for while `enabled` (the dialog is open). */
export function useSubscriptions(survey: string, enabled: boolean) {
  return useQuery({ ...subscriptionsQueryOptions(survey, useLocale()), enabled });
}
