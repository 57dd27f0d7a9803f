import { type TInterviewList, type TInterviewSort, ZInterviewList } from '@opinio/domain/schemas/interviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, analyticsPath } from '../../../lib/analytics-context.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const INTERVIEW_LIST_PAGE_SIZE = 25;

export interface InterviewListParams {
  sort: TInterviewSort;
  /** Searched in the text answers; empty: no search. */
  search: string;
}

/** GET /api/vuejs/interviews/{survey}/{drillPathFiltered}?sort&search&cursor&limit, keyset-paged. */
export function getInterviewList(
  context: AnalyticsContext,
  params: InterviewListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TInterviewList> {
  return apiRequest(analyticsPath('interviews', context), {
    query: {
      sort: params.sort,
      search: params.search || null,
      cursor,
      limit: INTERVIEW_LIST_PAGE_SIZE,
    },
    schema: ZInterviewList,
    signal,
  });
}

export function interviewListQueryOptions(context: AnalyticsContext, params: InterviewListParams) {
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
