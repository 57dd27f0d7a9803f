import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TScript, TScriptSave } from '@opinio/domain/schemas/survey-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptsKey } from '@/entities/survey-config/api/get-scripts.ts';
import { callApi } from '@/lib/api-client.ts';
import { scriptKey } from './get-script.ts';

/** POST /api/vuejs/surveys/scripts/{survey}/{surveyId}: a new script, or a new version of one. */
function saveScript(contextSurvey: string, surveyId: number, body: TScriptSave): Promise<TScript> {
  return callApi(surveyAdminApi.scriptSave, { params: { survey: contextSurvey, surveyId }, body });
}

export function useSaveScript(contextSurvey: string, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TScriptSave) => saveScript(contextSurvey, surveyId, body),
    meta: { silentError: true },
    onSuccess: (script) => {
      queryClient.setQueryData(scriptKey(contextSurvey, surveyId, script.id), script);
      void queryClient.invalidateQueries({ queryKey: [...scriptsKey(contextSurvey, surveyId), 'list'] });
    },
  });
}
