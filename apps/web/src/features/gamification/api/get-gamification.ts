import { gamificationApi } from '@opinio/domain/api/gamification';
import type { TRankingOrder } from '@opinio/domain/schemas/analytics';
import type { TGamificationResponse } from '@opinio/domain/schemas/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** What the leaderboard depends on: new data (loadCount), drill path and filters, the component, the order. */
export interface GamificationContext extends AnalyticsContext {
  page: string;
  component: number;
  order: TRankingOrder;
}

/** GET /api/vuejs/analytics/gamification/{survey}/{drillPathFiltered}?page=&component=&order= */
function getGamification(context: GamificationContext, signal?: AbortSignal): Promise<TGamificationResponse> {
  return callApi(gamificationApi.leaderboard, {
    params: dashboardParams(context),
    query: { page: context.page, component: context.component, order: context.order },
    signal,
  });
}

function gamificationQueryOptions(context: GamificationContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'gamification', context.page, context.component, context.order),
    queryFn: ({ signal }) => getGamification(context, signal),
  });
}

export function useGamification(context: GamificationContext) {
  return useQuery(gamificationQueryOptions(context));
}
