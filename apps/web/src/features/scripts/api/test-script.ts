import type { ApiBody } from '@opinio/domain/api/api-route';
import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TScriptTestResult } from '@opinio/domain/schemas/survey-admin';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

type ScriptTest = ApiBody<typeof surveyAdminApi.scriptTest>;

/** POST /api/vuejs/surveys/scripts/test/{survey}/{surveyId}: runs a source in the sandbox, nothing saved. */
function testScript(contextSurvey: string, surveyId: number, body: ScriptTest): Promise<TScriptTestResult> {
  return callApi(surveyAdminApi.scriptTest, { params: { survey: contextSurvey, surveyId }, body });
}

export function useTestScript(contextSurvey: string, surveyId: number) {
  return useMutation({
    mutationFn: (body: ScriptTest) => testScript(contextSurvey, surveyId, body),
    meta: { silentError: true },
  });
}
