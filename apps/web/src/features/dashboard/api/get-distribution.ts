import { dashboardApi } from '@opinio/domain/api/dashboard';
import type { TDistributionResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/analytics/distribution/{survey}/{drillPathFiltered}?question */
function getDistribution(
  context: AnalyticsContext,
  question: string,
  signal?: AbortSignal,
): Promise<TDistributionResponse> {
  return callApi(dashboardApi.distribution, {
    params: dashboardParams(context),
    query: { question },
    signal,
  });
}

function distributionQueryOptions(context: AnalyticsContext, question: string) {
  return queryOptions({
    queryKey: analyticsKey(context, 'distribution', question),
    queryFn: ({ signal }) => getDistribution(context, question, signal),
  });
}

export function useDistribution(context: AnalyticsContext, question: string) {
  return useQuery({ ...distributionQueryOptions(context, question), enabled: question !== '' });
}
