import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TInterviewList, TInterviewSort } from '@opinio/domain/schemas/interviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

const INTERVIEW_LIST_PAGE_SIZE = 25;

export interface InterviewListParams {
  sort: TInterviewSort;
  /** Searched in the text answers; empty: no search. */
  search: string;
}

/** GET /api/vuejs/interviews/{survey}/{drillPathFiltered}?sort&search&cursor&limit, keyset-paged. */
function getInterviewList(
  context: AnalyticsContext,
  params: InterviewListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TInterviewList> {
  return callApi(interviewsApi.list, {
    params: dashboardParams(context),
    query: {
      sort: params.sort,
      search: params.search,
      cursor: cursor ?? undefined,
      limit: INTERVIEW_LIST_PAGE_SIZE,
    },
    signal,
  });
}

function interviewListQueryOptions(context: AnalyticsContext, params: InterviewListParams) {
  return infiniteQueryOptions({
    queryKey: analyticsKey(context, 'interviews', params.sort, params.search),
    queryFn: ({ pageParam, signal }) => getInterviewList(context, params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useInterviewList(context: AnalyticsContext, params: InterviewListParams) {
  return useInfiniteQuery(interviewListQueryOptions(context, params));
}
