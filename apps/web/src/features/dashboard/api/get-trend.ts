import { type TTrendBucket, type TTrendResponse, ZTrendResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, analyticsPath } from '../../../lib/analytics-context.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface TrendParams {
  indicator: string;
  bucket: TTrendBucket;
}

/** GET /api/vuejs/analytics/trend/{survey}/{drillPathFiltered}?indicator&bucket */
export function getTrend(
  context: AnalyticsContext,
  params: TrendParams,
  signal?: AbortSignal,
): Promise<TTrendResponse> {
  return apiRequest(analyticsPath('analytics/trend', context), {
    query: { indicator: params.indicator, bucket: params.bucket },
    schema: ZTrendResponse,
    signal,
  });
}

export function trendQueryOptions(context: AnalyticsContext, params: TrendParams) {
  return queryOptions({
    queryKey: analyticsKey(context, 'trend', params.indicator, params.bucket),
    queryFn: ({ signal }) => getTrend(context, params, signal),
  });
}

export function useTrend(context: AnalyticsContext, params: TrendParams) {
  return useQuery({ ...trendQueryOptions(context, params), enabled: params.indicator !== '' });
}
