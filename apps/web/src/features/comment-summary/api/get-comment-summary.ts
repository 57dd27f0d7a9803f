import { topicsApi } from '@opinio/domain/api/topics';
import type { TCommentSummaryResponse } from '@opinio/domain/schemas/comment-summary';
import { useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * GET /api/vuejs/analytics/comment-summary/{survey}/{drillPathFiltered}: what the node's
 * comments say, theme by theme, with each theme's impact on `indicator` (the survey's NPS
 * when not given).
 */
export function useCommentSummary(context: AnalyticsContext, indicator: string | undefined) {
  return useQuery({
    queryKey: analyticsKey(context, 'comment-summary', indicator ?? ''),
    queryFn: ({ signal }): Promise<TCommentSummaryResponse> =>
      callApi(topicsApi.summary, {
        params: dashboardParams(context),
        query: indicator ? { indicator } : {},
        signal,
      }),
  });
}
