import { dashboardApi } from '@opinio/domain/api/dashboard';
import type { TCommentsResponse } from '@opinio/domain/schemas/analytics';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

const COMMENTS_PAGE_SIZE = 20;

/** GET /api/vuejs/comments/{survey}/{drillPathFiltered}?cursor&limit: newest first, keyset-paged. */
function getComments(
  context: AnalyticsContext,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TCommentsResponse> {
  return callApi(dashboardApi.comments, {
    params: dashboardParams(context),
    query: { cursor: cursor ?? undefined, limit: COMMENTS_PAGE_SIZE },
    signal,
  });
}

function commentsQueryOptions(context: AnalyticsContext) {
  return infiniteQueryOptions({
    queryKey: analyticsKey(context, 'comments'),
    queryFn: ({ pageParam, signal }) => getComments(context, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useComments(context: AnalyticsContext) {
  return useInfiniteQuery(commentsQueryOptions(context));
}
