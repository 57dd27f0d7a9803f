import { topicsApi } from '@opinio/domain/api/topics';
import type { TTopicsResponse } from '@opinio/domain/schemas/topics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '../../../lib/analytics-context.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/vuejs/analytics/topics/{survey}/{drillPathFiltered}: its `model` is the survey's sentiment model. */
function getTopics(context: AnalyticsContext, signal?: AbortSignal): Promise<TTopicsResponse> {
  return callApi(topicsApi.topics, { params: dashboardParams(context), signal });
}

function sentimentModelQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    // the topics component's query: one answer serves both
    queryKey: analyticsKey(context, 'topics'),
    queryFn: ({ signal }) => getTopics(context, signal),
    select: (answer) => answer.model,
  });
}

/** The survey's sentiment model (one per survey, whatever the node): its accuracy and counts; null without one. */
export function useSentimentModel(context: AnalyticsContext) {
  return useQuery(sentimentModelQueryOptions(context));
}
