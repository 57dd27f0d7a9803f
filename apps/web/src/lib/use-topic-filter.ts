import { filtersApi } from '@opinio/domain/api/filters';
import type { TFilter } from '@opinio/domain/schemas/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { useLoadCount } from './load-count.ts';
import { useLocale } from './number-format.ts';
import { findTopicFilter } from './topic-filter.ts';

/**
 * The survey's topic filter (`findTopicFilter`), from its standard filters. The query is the
 * filter sidebar's, by the same key: the active filter bar has loaded it on every dashboard
 * page, so this sends no request of its own. `keys`: topic keys the filter must offer; none
 * answers null without asking.
 */
export function useTopicFilter(survey: TSurvey, keys: readonly string[]): TFilter | null {
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['filterSet', survey.extName, loadCount, 'standard', locale] as const,
    queryFn: ({ signal }) =>
      callApi(filtersApi.list, { params: { survey: survey.extName, type: 'standard' }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: keys.length > 0,
  });
  return findTopicFilter(query.data, keys);
}
