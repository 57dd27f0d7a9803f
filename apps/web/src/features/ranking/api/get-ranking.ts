import { type TRankingResponse, ZRankingResponse } from '@opinio/domain/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { analyticsKey } from '../../dashboard/api/analytics-context.ts';
import { type RankingParams, rankingQuery } from '../lib/ranking-params.ts';

/** What a ranking depends on: new data (loadCount), the node and its filters. */
export interface RankingContext {
  surveyExtName: string;
  loadCount: number;
  drillPathFiltered: string;
}

export function rankingPath(resource: string, context: RankingContext): string {
  return `/vuejs/${resource}/${segment(context.surveyExtName)}/${segment(context.drillPathFiltered)}`;
}

/** GET /api/vuejs/analytics/ranking/{survey}/{drillPathFiltered}?indicator&level&minCount */
export function getRanking(
  context: RankingContext,
  params: RankingParams,
  signal?: AbortSignal,
): Promise<TRankingResponse> {
  return apiRequest(rankingPath('analytics/ranking', context), {
    query: rankingQuery(params),
    schema: ZRankingResponse,
    signal,
  });
}

export function rankingQueryOptions(context: RankingContext, params: RankingParams) {
  return queryOptions({
    // the dashboard's key prefix: new data (loadCount) refreshes rankings with every chart
    queryKey: analyticsKey(context, 'ranking', params.indicator, params.level, params.minCount),
    queryFn: ({ signal }) => getRanking(context, params, signal),
  });
}

export function useRanking(context: RankingContext, params: RankingParams) {
  // keep the table while another indicator or level loads: no flicker, the panel shows busy
  return useQuery({
    ...rankingQueryOptions(context, params),
    enabled: params.indicator !== '',
    placeholderData: keepPreviousData,
  });
}
