import { changesApi } from '@opinio/domain/api/changes';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TChangeList } from '@opinio/domain/schemas/changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * GET /api/vuejs/analytics/changes/{survey}/{drillPath}: the open detected changes of the
 * node and below. A change is of all the unit's answers: the filters are left out of the
 * call (and of its key, so that changing a filter does not fetch the list again).
 */
function changesQueryOptions(context: AnalyticsContext) {
  const { drillPath } = splitFilteredDrillPath(context.drillPathFiltered);
  const target = { ...context, drillPathFiltered: drillPath };
  return queryOptions({
    queryKey: analyticsKey(target, 'changes'),
    queryFn: ({ signal }): Promise<TChangeList> =>
      callApi(changesApi.list, { params: dashboardParams(target), signal }),
  });
}

export function useChanges(context: AnalyticsContext) {
  return useQuery(changesQueryOptions(context));
}
