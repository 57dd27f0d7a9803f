import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TMetadata, TMetaPropertySave } from '@opinio/domain/schemas/survey-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { metadataKey } from '@/entities/survey-config/api/get-metadata.ts';
import { callApi } from '@/lib/api-client.ts';

/** POST /api/vuejs/surveys/metaproperty/{survey}/{surveyId}: a question's properties, or a new variable. */
function saveMetaProperty(
  contextSurvey: string,
  surveyId: number,
  body: TMetaPropertySave,
): Promise<TMetadata> {
  return callApi(surveyAdminApi.metaProperty, { params: { survey: contextSurvey, surveyId }, body });
}

/** The answer is the whole metadata as saved: it replaces the list at once. */
export function useSaveMetaProperty(contextSurvey: string, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMetaPropertySave) => saveMetaProperty(contextSurvey, surveyId, body),
    meta: { silentError: true },
    onSuccess: (metadata) => queryClient.setQueryData(metadataKey(contextSurvey, surveyId), metadata),
  });
}
