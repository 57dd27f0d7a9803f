import { changesApi } from '@opinio/domain/api/changes';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TChangeList, TChangeWhy } from '@opinio/domain/schemas/changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * GET /api/vuejs/analytics/changes/{survey}/{drillPath}: the open detected changes of the
 * node and below. A change is of all the unit's answers: the filters are left out of the
 * call (and of its key, so that changing a filter does not fetch the list again).
 */
/** The context without its filters: what both calls are asked and keyed by. */
function unfiltered(context: AnalyticsContext): AnalyticsContext {
  return { ...context, drillPathFiltered: splitFilteredDrillPath(context.drillPathFiltered).drillPath };
}

function changesQueryOptions(context: AnalyticsContext) {
  const target = unfiltered(context);
  return queryOptions({
    queryKey: analyticsKey(target, 'changes'),
    queryFn: ({ signal }): Promise<TChangeList> =>
      callApi(changesApi.list, { params: dashboardParams(target), signal }),
  });
}

/** `enabled`: false to hold the call (the bell asks once the page's own work is done). */
export function useChanges(context: AnalyticsContext, enabled = true) {
  return useQuery({ ...changesQueryOptions(context), enabled });
}

/** GET /api/vuejs/analytics/change-why/{survey}/{drillPath}/{changeId}: why one change happened, asked when it is opened. */
export function useChangeWhy(context: AnalyticsContext, changeId: string, enabled: boolean) {
  const target = unfiltered(context);
  return useQuery({
    queryKey: analyticsKey(target, 'change-why', changeId),
    queryFn: ({ signal }): Promise<TChangeWhy> =>
      callApi(changesApi.why, { params: { ...dashboardParams(target), changeId: Number(changeId) }, signal }),
    enabled,
  });
}
