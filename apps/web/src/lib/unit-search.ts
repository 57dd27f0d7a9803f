import { type TFilterOption, ZFilterQueryResponse, ZFilterSet } from '@opinio/domain/schemas/filters';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, segment } from './api-client.ts';

/**
 * Units within the caller's scope, by title (for a key's or a member's scope): the survey's server-side unit filter answers
 * only units within the caller's scope (GET /api/vuejs/filters/query/{survey}/{filter}).
 */
export async function searchUnits(
  surveyExtName: string,
  text: string,
  signal?: AbortSignal,
): Promise<TFilterOption[]> {
  const set = await apiRequest(`/vuejs/filters/list/${segment(surveyExtName)}/standard`, {
    schema: ZFilterSet,
    signal,
  });
  const unitFilter = set.filterGroups.flatMap((g) => g.filters).find((f) => f.serverSide);
  if (!unitFilter) return [];
  const answer = await apiRequest(
    `/vuejs/filters/query/${segment(surveyExtName)}/${segment(unitFilter.extName)}`,
    {
      query: { query: text },
      schema: ZFilterQueryResponse,
      signal,
    },
  );
  return answer.options;
}

export function useUnitSearch(surveyExtName: string, text: string) {
  return useQuery({
    queryKey: ['unitSearch', surveyExtName, text] as const,
    queryFn: ({ signal }) => searchUnits(surveyExtName, text, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
