import { type TSegmentedDrillPath, ZSegmentedDrillPath } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, analyticsPath } from '../../lib/analytics-context.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/vuejs/drillpath/{survey}/{drillPathFiltered}: segments with titles, children, scope. */
export function getDrillPath(context: AnalyticsContext, signal?: AbortSignal): Promise<TSegmentedDrillPath> {
  return apiRequest(analyticsPath('drillpath', context), { schema: ZSegmentedDrillPath, signal });
}

export function drillPathQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'drillpath'),
    queryFn: ({ signal }) => getDrillPath(context, signal),
  });
}

export function useDrillPath(context: AnalyticsContext) {
  return useQuery(drillPathQueryOptions(context));
}
