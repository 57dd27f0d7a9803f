import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TUniverseData } from '@opinio/domain/schemas/survey-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

export function universeDataKey(contextSurvey: string, surveyId: number) {
  return ['surveyAdmin', 'universeData', contextSurvey, surveyId] as const;
}

/** GET /api/vuejs/surveys/universedata/{survey}/{surveyId}: the settings of the survey's universe. */
function getUniverseData(
  contextSurvey: string,
  surveyId: number,
  signal?: AbortSignal,
): Promise<TUniverseData> {
  return callApi(surveyAdminApi.universeData, { params: { survey: contextSurvey, surveyId }, signal });
}

export function useUniverseData(contextSurvey: string, surveyId: number) {
  return useQuery(
    queryOptions({
      queryKey: universeDataKey(contextSurvey, surveyId),
      queryFn: ({ signal }) => getUniverseData(contextSurvey, surveyId, signal),
      meta: { silentError: true },
      // The form starts from what was loaded: a refetch in the background would not reach it.
      refetchOnWindowFocus: false,
    }),
  );
}
