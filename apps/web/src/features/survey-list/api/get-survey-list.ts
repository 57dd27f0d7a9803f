import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TSurveyListRow } from '@opinio/domain/schemas/survey-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/surveys/list/{survey}: every universe's surveys, found by extName, title or universe. */
async function getSurveyList(
  contextSurvey: string,
  search: string,
  signal?: AbortSignal,
): Promise<TSurveyListRow[]> {
  const answer = await callApi(surveyAdminApi.list, {
    params: { survey: contextSurvey },
    query: search ? { search } : {},
    signal,
  });
  return answer.surveys;
}

/** Every search of the list starts with this key (a new survey refreshes them all). */
export function surveyListKey(contextSurvey: string) {
  return ['surveyList', contextSurvey] as const;
}

export function useSurveyList(contextSurvey: string, search: string) {
  return useQuery(
    queryOptions({
      queryKey: [...surveyListKey(contextSurvey), search] as const,
      queryFn: ({ signal }) => getSurveyList(contextSurvey, search, signal),
      // while a new search loads, the rows of the last one stay
      placeholderData: keepPreviousData,
      // without a current survey there is nothing to call from
      enabled: contextSurvey !== '',
      meta: { silentError: true },
    }),
  );
}
