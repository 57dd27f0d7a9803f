import { type TKpiResponse, ZKpiResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, analyticsPath } from '../../../lib/analytics-context.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/vuejs/analytics/kpis/{survey}/{drillPathFiltered}: a tile per indicator. */
export function getKpis(context: AnalyticsContext, signal?: AbortSignal): Promise<TKpiResponse> {
  return apiRequest(analyticsPath('analytics/kpis', context), { schema: ZKpiResponse, signal });
}

export function kpisQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'kpis'),
    queryFn: ({ signal }) => getKpis(context, signal),
  });
}

export function useKpis(context: AnalyticsContext) {
  return useQuery(kpisQueryOptions(context));
}
