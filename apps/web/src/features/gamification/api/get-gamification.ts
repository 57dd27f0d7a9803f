import { type TGamificationResponse, ZGamificationResponse } from '@opinio/domain/schemas/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { analyticsKey } from '../../dashboard/api/analytics-context.ts';

/** What the leaderboard depends on: new data (loadCount), drill path and filters, the component. */
export interface GamificationContext {
  surveyExtName: string;
  loadCount: number;
  drillPathFiltered: string;
  page: string;
  component: number;
}

/** GET /api/vuejs/analytics/gamification/{survey}/{drillPathFiltered}?page=&component= */
export function getGamification(
  context: GamificationContext,
  signal?: AbortSignal,
): Promise<TGamificationResponse> {
  return apiRequest(
    `/vuejs/analytics/gamification/${segment(context.surveyExtName)}/${segment(context.drillPathFiltered)}`,
    { query: { page: context.page, component: context.component }, schema: ZGamificationResponse, signal },
  );
}

export function gamificationQueryOptions(context: GamificationContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'gamification', context.page, context.component),
    queryFn: ({ signal }) => getGamification(context, signal),
  });
}

export function useGamification(context: GamificationContext) {
  return useQuery(gamificationQueryOptions(context));
}
