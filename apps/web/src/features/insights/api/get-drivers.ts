import { insightsApi } from '@opinio/domain/api/insights';
import type { TDriversResponse } from '@opinio/domain/schemas/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/analytics/drivers/{survey}/{drillPathFiltered}?target: the key drivers of an indicator. */
function getDrivers(
  context: AnalyticsContext,
  target: string | undefined,
  signal?: AbortSignal,
): Promise<TDriversResponse> {
  return callApi(insightsApi.drivers, { params: dashboardParams(context), query: { target }, signal });
}

function driversQueryOptions(context: AnalyticsContext, target: string | undefined) {
  return queryOptions({
    queryKey: analyticsKey(context, 'drivers', target ?? null),
    queryFn: ({ signal }) => getDrivers(context, target, signal),
  });
}

export function useDrivers(context: AnalyticsContext, target: string | undefined) {
  return useQuery(driversQueryOptions(context, target));
}
