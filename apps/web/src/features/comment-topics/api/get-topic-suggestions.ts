import { topicsApi } from '@opinio/domain/api/topics';
import type { TTopicSuggestionsResponse } from '@opinio/domain/schemas/topics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/analytics/topic-suggestions/{survey}/{drillPathFiltered}: phrases no topic covers yet. */
function getTopicSuggestions(
  context: AnalyticsContext,
  signal?: AbortSignal,
): Promise<TTopicSuggestionsResponse> {
  return callApi(topicsApi.suggestions, { params: dashboardParams(context), signal });
}

function topicSuggestionsQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'topicSuggestions'),
    queryFn: ({ signal }) => getTopicSuggestions(context, signal),
  });
}

export function useTopicSuggestions(context: AnalyticsContext) {
  return useQuery(topicSuggestionsQueryOptions(context));
}
