import { dashboardApi } from '@opinio/domain/api/dashboard';
import type { TBreakdownResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/analytics/breakdown/{survey}/{drillPathFiltered}: one row per child unit. */
function getBreakdown(context: AnalyticsContext, signal?: AbortSignal): Promise<TBreakdownResponse> {
  return callApi(dashboardApi.breakdown, { params: dashboardParams(context), signal });
}

function breakdownQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'breakdown'),
    queryFn: ({ signal }) => getBreakdown(context, signal),
  });
}

export function useBreakdown(context: AnalyticsContext) {
  return useQuery(breakdownQueryOptions(context));
}
