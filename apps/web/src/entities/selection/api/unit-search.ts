import { filtersApi } from '@opinio/domain/api/filters';
import type { TFilterOption } from '@opinio/domain/schemas/filters';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/**
 * Units within the caller's scope, by title (for a key's or a member's scope): the survey's server-side unit filter answers
 * only units within the caller's scope (GET /api/vuejs/filters/query/{survey}/{filter}).
 */
async function searchUnits(
  surveyExtName: string,
  text: string,
  signal?: AbortSignal,
): Promise<TFilterOption[]> {
  const set = await callApi(filtersApi.list, { params: { survey: surveyExtName, type: 'standard' }, signal });
  const unitFilter = set.filterGroups.flatMap((g) => g.filters).find((f) => f.serverSide);
  if (!unitFilter) return [];
  const answer = await callApi(filtersApi.query, {
    params: { survey: surveyExtName, filter: unitFilter.extName },
    query: { query: text },
    signal,
  });
  return answer.options;
}

export function useUnitSearch(surveyExtName: string, text: string) {
  return useQuery({
    // the units' titles come in the UI's language
    queryKey: ['unitSearch', surveyExtName, text, useLocale()] as const,
    queryFn: ({ signal }) => searchUnits(surveyExtName, text, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
