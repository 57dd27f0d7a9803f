import { type TAlertList, type TAlertListState, ZAlertList } from '@opinio/domain/schemas/alerts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { alertListKey } from './alert-keys.ts';

export const ALERTS_PAGE_SIZE = 25;

export interface AlertListParams {
  surveyExtName: string;
  drillPathFiltered: string;
  /** null: every state. */
  state: TAlertListState | null;
}

/** GET /api/vuejs/alerts/{survey}/{drillPathFiltered}?state&cursor&limit: newest first, keyset-paged. */
export function getAlerts(
  params: AlertListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TAlertList> {
  return apiRequest(`/vuejs/alerts/${segment(params.surveyExtName)}/${segment(params.drillPathFiltered)}`, {
    query: { state: params.state, cursor, limit: ALERTS_PAGE_SIZE },
    schema: ZAlertList,
    signal,
  });
}

export function useAlerts(params: AlertListParams) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: alertListKey(params.surveyExtName, params.drillPathFiltered, params.state ?? 'all'),
      queryFn: ({ pageParam, signal }) => getAlerts(params, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // the screen shows its own error state
      meta: { silentError: true },
    }),
  );
}
