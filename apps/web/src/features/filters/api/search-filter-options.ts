import { filtersApi } from '@opinio/domain/api/filters';
import type { TFilterQueryResponse } from '@opinio/domain/schemas/filters';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/** GET /api/vuejs/filters/query/{survey}/{filter}?query=: up to 50 matching options and `more`. */
function searchFilterOptions(
  surveyExtName: string,
  filterName: string,
  query: string,
  signal?: AbortSignal,
): Promise<TFilterQueryResponse> {
  return callApi(filtersApi.query, {
    params: { survey: surveyExtName, filter: filterName },
    query: { query },
    signal,
  });
}

/** `locale`: the UI's, in which the options' titles come. */
function filterSearchQueryOptions(surveyExtName: string, filterName: string, query: string, locale: string) {
  return queryOptions({
    queryKey: ['filterSearch', surveyExtName, filterName, query, locale] as const,
    queryFn: ({ signal }) => searchFilterOptions(surveyExtName, filterName, query, signal),
    staleTime: 5 * 60_000,
  });
}

/** The typeahead's matches; the previous ones stay while the next ones load. */
export function useFilterSearch(surveyExtName: string, filterName: string, query: string, enabled: boolean) {
  return useQuery({
    ...filterSearchQueryOptions(surveyExtName, filterName, query.trim(), useLocale()),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Titles of chosen options of server-side filters (e.g. store "s068" is "Espoo Bridge"),
 * found by searching for each extName. Unknown ones are left out: the caller shows the extName.
 */
export function useSearchedTitles(
  surveyExtName: string,
  wanted: ReadonlyArray<{ filter: string; extName: string }>,
): ReadonlyMap<string, string> {
  const locale = useLocale();
  const results = useQueries({
    queries: wanted.map(({ filter, extName }) => ({
      ...filterSearchQueryOptions(surveyExtName, filter, extName, locale),
      meta: { silentError: true },
    })),
  });
  const titles = new Map<string, string>();
  wanted.forEach(({ filter, extName }, i) => {
    const found = results[i]?.data?.options.find((o) => o.extName === extName);
    if (found) titles.set(`${filter}=${extName}`, found.title);
  });
  return titles;
}
