import { dashboardApi } from '@opinio/domain/api/dashboard';
import type { TSegmentedDrillPath } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi, earlyAnswerData } from '@/lib/api-client.ts';

/** GET /api/vuejs/drillpath/{survey}/{drillPathFiltered}: segments with titles, children, scope. */
function getDrillPath(context: AnalyticsContext, signal?: AbortSignal): Promise<TSegmentedDrillPath> {
  return callApi(dashboardApi.drillPath, { params: dashboardParams(context), signal });
}

function drillPathQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'drillpath'),
    queryFn: ({ signal }) => getDrillPath(context, signal),
    // asked by the first file while the app loaded (lib/early-calls.ts): drawn at once
    initialData: () => earlyAnswerData(dashboardApi.drillPath, dashboardParams(context)),
  });
}

/** `enabled`: false to hold the call (asked only when another answer calls for it). */
export function useDrillPath(context: AnalyticsContext, enabled = true) {
  return useQuery({ ...drillPathQueryOptions(context), enabled });
}
