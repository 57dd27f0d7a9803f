import { type TBreakdownResponse, ZBreakdownResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, analyticsPath } from '../../../lib/analytics-context.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/vuejs/analytics/breakdown/{survey}/{drillPathFiltered}: one row per child unit. */
export function getBreakdown(context: AnalyticsContext, signal?: AbortSignal): Promise<TBreakdownResponse> {
  return apiRequest(analyticsPath('analytics/breakdown', context), { schema: ZBreakdownResponse, signal });
}

export function breakdownQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'breakdown'),
    queryFn: ({ signal }) => getBreakdown(context, signal),
  });
}

export function useBreakdown(context: AnalyticsContext) {
  return useQuery(breakdownQueryOptions(context));
}
