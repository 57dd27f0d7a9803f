import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TUniverseData } from '@opinio/domain/schemas/survey-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_QUERY } from '@/entities/session/api/identity.ts';
import { callApi } from '@/lib/api-client.ts';
import { universeDataKey } from './get-universe-data.ts';

/** PUT /api/vuejs/surveys/universedata/{survey}/{surveyId}: replaces the universe's settings. */
function saveUniverseData(
  contextSurvey: string,
  surveyId: number,
  body: TUniverseData,
): Promise<TUniverseData> {
  return callApi(surveyAdminApi.universeDataSave, { params: { survey: contextSurvey, surveyId }, body });
}

export function useSaveUniverseData(contextSurvey: string, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUniverseData) => saveUniverseData(contextSurvey, surveyId, body),
    meta: { silentError: true },
    onSuccess: (data) => {
      queryClient.setQueryData(universeDataKey(contextSurvey, surveyId), data);
      // The identity carries the universe's title and forwarding page.
      void queryClient.invalidateQueries({ queryKey: [IDENTITY_QUERY] });
    },
  });
}
