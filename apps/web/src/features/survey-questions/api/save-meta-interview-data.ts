import type { ApiBody } from '@opinio/domain/api/api-route';
import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TMetaInterviewData } from '@opinio/domain/schemas/survey-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { metaInterviewDataKey } from './get-meta-interview-data.ts';

type MetaInterviewDataSave = ApiBody<typeof surveyAdminApi.metaInterviewDataSave>;

/** POST /api/vuejs/surveys/metainterviewdata/{survey}/{surveyId}: background values of one interview. */
function saveMetaInterviewData(
  contextSurvey: string,
  surveyId: number,
  body: MetaInterviewDataSave,
): Promise<TMetaInterviewData> {
  return callApi(surveyAdminApi.metaInterviewDataSave, { params: { survey: contextSurvey, surveyId }, body });
}

/** The answer holds the interview's values as saved: they replace the ones shown. */
export function useSaveMetaInterviewData(contextSurvey: string, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MetaInterviewDataSave) => saveMetaInterviewData(contextSurvey, surveyId, body),
    meta: { silentError: true },
    onSuccess: (data) =>
      queryClient.setQueryData(metaInterviewDataKey(contextSurvey, surveyId, data.interviewId), data),
  });
}
