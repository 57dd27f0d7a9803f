import { topicsApi } from '@opinio/domain/api/topics';
import type { TTopicsResponse } from '@opinio/domain/schemas/topics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/analytics/topics/{survey}/{drillPathFiltered}: how often each topic comes up in comments. */
function getTopics(context: AnalyticsContext, signal?: AbortSignal): Promise<TTopicsResponse> {
  return callApi(topicsApi.topics, { params: dashboardParams(context), signal });
}

function topicsQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'topics'),
    queryFn: ({ signal }) => getTopics(context, signal),
  });
}

export function useTopics(context: AnalyticsContext) {
  return useQuery(topicsQueryOptions(context));
}
