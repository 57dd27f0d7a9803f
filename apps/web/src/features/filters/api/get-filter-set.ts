import { filtersApi } from '@opinio/domain/api/filters';
import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import type { TFilter, TFilterSet } from '@opinio/domain/schemas/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useLocale } from '@/lib/number-format.ts';
import { BUILT_IN_TIME_FILTER } from '../lib/filter-kind.ts';

export type FilterSetType = TFilterSet['type'];

/** GET /api/vuejs/filters/list/{survey}/{type}: the groups of filters of one sidebar tab. */
function getFilterSet(surveyExtName: string, type: FilterSetType, signal?: AbortSignal) {
  return callApi(filtersApi.list, { params: { survey: surveyExtName, type }, signal });
}

/** `locale`: the UI's, in which the groups, filters and options are named. */
function filterSetQueryOptions(
  surveyExtName: string,
  loadCount: number,
  type: FilterSetType,
  locale: string,
) {
  return queryOptions({
    queryKey: ['filterSet', surveyExtName, loadCount, type, locale] as const,
    queryFn: ({ signal }) => getFilterSet(surveyExtName, type, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFilterSet(survey: TSurvey, type: FilterSetType) {
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  return useQuery(filterSetQueryOptions(survey.extName, loadCount, type, useLocale()));
}

/** Every filter of both tabs by name (ftime always), for labels of active filters. */
export function useFilterDefinitions(survey: TSurvey): {
  definitions: ReadonlyMap<string, TFilter>;
  /** Both sets are loaded: a name not among the definitions is not a filter of the survey. */
  ready: boolean;
} {
  const standard = useFilterSet(survey, 'standard');
  const time = useFilterSet(survey, 'time');
  const definitions = new Map<string, TFilter>([[TIME_FILTER_NAME, BUILT_IN_TIME_FILTER]]);
  for (const set of [standard.data, time.data]) {
    for (const group of set?.filterGroups ?? []) {
      for (const filter of group.filters) definitions.set(filter.extName, filter);
    }
  }
  return { definitions, ready: standard.isSuccess && time.isSuccess };
}
