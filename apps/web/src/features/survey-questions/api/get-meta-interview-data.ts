import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TMetaInterviewData } from '@opinio/domain/schemas/survey-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

export function metaInterviewDataKey(contextSurvey: string, surveyId: number, interviewId: number) {
  return ['surveyAdmin', 'metaInterviewData', contextSurvey, surveyId, interviewId] as const;
}

/** GET /api/vuejs/surveys/metainterviewdata/{survey}/{surveyId}/{interviewId}. */
function getMetaInterviewData(
  contextSurvey: string,
  surveyId: number,
  interviewId: number,
  signal?: AbortSignal,
): Promise<TMetaInterviewData> {
  return callApi(surveyAdminApi.metaInterviewData, {
    params: { survey: contextSurvey, surveyId, interviewId },
    signal,
  });
}

/** One interview's background and computed values; nothing is asked until an id is given. */
export function useMetaInterviewData(contextSurvey: string, surveyId: number, interviewId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: metaInterviewDataKey(contextSurvey, surveyId, interviewId ?? 0),
      queryFn: ({ signal }) => getMetaInterviewData(contextSurvey, surveyId, interviewId ?? 0, signal),
      meta: { silentError: true },
      retry: false,
    }),
    enabled: interviewId !== null,
  });
}
