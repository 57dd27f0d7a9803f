import { samplesApi } from '@opinio/domain/api/samples';
import type { TContactState, TSampleList } from '@opinio/domain/schemas/samples';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

const SAMPLES_PAGE_SIZE = 25;

export interface SampleListParams {
  surveyExtName: string;
  loadCount: number;
  drillPathFiltered: string;
  /** null: every state. */
  state: TContactState | null;
  search: string;
}

/** GET /api/vuejs/samples/{survey}/{drillPathFiltered}?state&search&cursor&limit: newest first. */
function getSamples(
  params: SampleListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TSampleList> {
  return callApi(samplesApi.list, {
    params: dashboardParams(params),
    query: {
      state: params.state ?? undefined,
      search: params.search,
      cursor: cursor ?? undefined,
      limit: SAMPLES_PAGE_SIZE,
    },
    signal,
  });
}

/** `locale`: the UI's, in which the rows' units come. */
function samplesQueryOptions(params: SampleListParams, locale: string) {
  return infiniteQueryOptions({
    queryKey: [
      'samples',
      params.surveyExtName,
      params.loadCount,
      params.drillPathFiltered,
      params.state ?? 'all',
      params.search,
      locale,
    ] as const,
    queryFn: ({ pageParam, signal }) => getSamples(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New data (another loadCount) or another language keeps the rows on screen until the
    // fresh ones arrive; another filter or search shows the loading state.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameExceptLoadCount(previousQuery.queryKey, params) ? previous : undefined,
    // the screen shows its own error state
    meta: { silentError: true },
  });
}

function sameExceptLoadCount(key: readonly unknown[], params: SampleListParams): boolean {
  const [, survey, , drill, state, search] = key;
  return (
    survey === params.surveyExtName &&
    drill === params.drillPathFiltered &&
    state === (params.state ?? 'all') &&
    search === params.search
  );
}

export function useSamples(params: SampleListParams) {
  return useInfiniteQuery(samplesQueryOptions(params, useLocale()));
}
