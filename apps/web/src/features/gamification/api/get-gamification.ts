import { gamificationApi } from '@opinio/domain/api/gamification';
import type { TGamificationResponse } from '@opinio/domain/schemas/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '../../../lib/analytics-context.ts';
import { callApi } from '../../../lib/api-client.ts';

/** What the leaderboard depends on: new data (loadCount), drill path and filters, the component. */
export interface GamificationContext extends AnalyticsContext {
  page: string;
  component: number;
}

/** GET /api/vuejs/analytics/gamification/{survey}/{drillPathFiltered}?page=&component= */
function getGamification(context: GamificationContext, signal?: AbortSignal): Promise<TGamificationResponse> {
  return callApi(gamificationApi.leaderboard, {
    params: dashboardParams(context),
    query: { page: context.page, component: context.component },
    signal,
  });
}

function gamificationQueryOptions(context: GamificationContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'gamification', context.page, context.component),
    queryFn: ({ signal }) => getGamification(context, signal),
  });
}

export function useGamification(context: GamificationContext) {
  return useQuery(gamificationQueryOptions(context));
}
