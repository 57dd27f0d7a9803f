import { rankingsApi } from '@opinio/domain/api/rankings';
import type { TRankingResponse } from '@opinio/domain/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';
import { type RankingParams, rankingQuery } from '../lib/ranking-params.ts';

/** GET /api/vuejs/analytics/ranking/{survey}/{drillPathFiltered}?indicator&level&minCount&order */
function getRanking(
  context: AnalyticsContext,
  params: RankingParams,
  signal?: AbortSignal,
): Promise<TRankingResponse> {
  return callApi(rankingsApi.ranking, {
    params: dashboardParams(context),
    query: rankingQuery(params),
    signal,
  });
}

function rankingQueryOptions(context: AnalyticsContext, params: RankingParams) {
  return queryOptions({
    // the dashboard's key prefix: new data (loadCount) refreshes rankings with every chart
    queryKey: analyticsKey(context, 'ranking', params.indicator, params.level, params.minCount, params.order),
    queryFn: ({ signal }) => getRanking(context, params, signal),
  });
}

export function useRanking(context: AnalyticsContext, params: RankingParams) {
  // keep the table while another indicator or level loads: no flicker, the panel shows busy
  return useQuery({
    ...rankingQueryOptions(context, params),
    enabled: params.indicator !== '',
    placeholderData: keepPreviousData,
  });
}
