import { type TDistributionResponse, ZDistributionResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, analyticsPath } from '../../../lib/analytics-context.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/vuejs/analytics/distribution/{survey}/{drillPathFiltered}?question */
export function getDistribution(
  context: AnalyticsContext,
  question: string,
  signal?: AbortSignal,
): Promise<TDistributionResponse> {
  return apiRequest(analyticsPath('analytics/distribution', context), {
    query: { question },
    schema: ZDistributionResponse,
    signal,
  });
}

export function distributionQueryOptions(context: AnalyticsContext, question: string) {
  return queryOptions({
    queryKey: analyticsKey(context, 'distribution', question),
    queryFn: ({ signal }) => getDistribution(context, question, signal),
  });
}

export function useDistribution(context: AnalyticsContext, question: string) {
  return useQuery({ ...distributionQueryOptions(context, question), enabled: question !== '' });
}
