import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TMetadata } from '@opinio/domain/schemas/survey-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** The administered survey's questions and variables: also what saving a property answers. */
export function metadataKey(contextSurvey: string, surveyId: number) {
  return ['surveyAdmin', 'metadata', contextSurvey, surveyId] as const;
}

/** GET /api/vuejs/surveys/metadata/{survey}/{surveyId}: questions, background and computed variables. */
function getMetadata(contextSurvey: string, surveyId: number, signal?: AbortSignal): Promise<TMetadata> {
  return callApi(surveyAdminApi.metadata, { params: { survey: contextSurvey, surveyId }, signal });
}

export function useMetadata(contextSurvey: string, surveyId: number) {
  return useQuery(
    queryOptions({
      queryKey: metadataKey(contextSurvey, surveyId),
      queryFn: ({ signal }) => getMetadata(contextSurvey, surveyId, signal),
      meta: { silentError: true },
    }),
  );
}
