import { dashboardApi } from '@opinio/domain/api/dashboard';
import type { TTrendBucket, TTrendResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

export interface TrendParams {
  indicator: string;
  bucket: TTrendBucket;
}

/** GET /api/vuejs/analytics/trend/{survey}/{drillPathFiltered}?indicator&bucket */
function getTrend(
  context: AnalyticsContext,
  params: TrendParams,
  signal?: AbortSignal,
): Promise<TTrendResponse> {
  return callApi(dashboardApi.trend, {
    params: dashboardParams(context),
    query: { indicator: params.indicator, bucket: params.bucket },
    signal,
  });
}

function trendQueryOptions(context: AnalyticsContext, params: TrendParams) {
  return queryOptions({
    queryKey: analyticsKey(context, 'trend', params.indicator, params.bucket),
    queryFn: ({ signal }) => getTrend(context, params, signal),
  });
}

export function useTrend(context: AnalyticsContext, params: TrendParams) {
  return useQuery({ ...trendQueryOptions(context, params), enabled: params.indicator !== '' });
}
