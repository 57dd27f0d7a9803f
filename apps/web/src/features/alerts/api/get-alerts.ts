import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertList, TAlertListState } from '@opinio/domain/schemas/alerts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { alertListKey } from './alert-keys.ts';

const ALERTS_PAGE_SIZE = 25;

export interface AlertListParams {
  surveyExtName: string;
  drillPathFiltered: string;
  /** null: every state. */
  state: TAlertListState | null;
}

/** GET /api/vuejs/alerts/{survey}/{drillPathFiltered}?state&cursor&limit: newest first, keyset-paged. */
function getAlerts(
  params: AlertListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TAlertList> {
  return callApi(alertsApi.list, {
    params: dashboardParams(params),
    query: { state: params.state ?? undefined, cursor: cursor ?? undefined, limit: ALERTS_PAGE_SIZE },
    signal,
  });
}

export function useAlerts(params: AlertListParams) {
  const locale = useLocale();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: alertListKey(params.surveyExtName, params.drillPathFiltered, params.state ?? 'all', locale),
      queryFn: ({ pageParam, signal }) => getAlerts(params, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // the screen shows its own error state
      meta: { silentError: true },
    }),
  );
}
