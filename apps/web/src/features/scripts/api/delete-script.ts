import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptsKey } from '@/entities/survey-config/api/get-scripts.ts';
import { callApi } from '@/lib/api-client.ts';

/** DELETE /api/vuejs/surveys/script/{survey}/{surveyId}/{scriptId}: the script and its versions. */
function deleteScript(contextSurvey: string, surveyId: number, scriptId: number): Promise<undefined> {
  return callApi(surveyAdminApi.scriptDelete, { params: { survey: contextSurvey, surveyId, scriptId } });
}

export function useDeleteScript(contextSurvey: string, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scriptId: number) => deleteScript(contextSurvey, surveyId, scriptId),
    meta: { silentError: true },
    onSuccess: (_, scriptId) => {
      queryClient.removeQueries({ queryKey: [...scriptsKey(contextSurvey, surveyId), 'script', scriptId] });
      void queryClient.invalidateQueries({ queryKey: [...scriptsKey(contextSurvey, surveyId), 'list'] });
    },
  });
}
