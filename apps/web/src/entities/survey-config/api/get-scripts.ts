import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TScriptSummary } from '@opinio/domain/schemas/survey-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** The script list and every script of the administered survey start with this key. */
export function scriptsKey(contextSurvey: string, surveyId: number) {
  return ['surveyAdmin', 'scripts', contextSurvey, surveyId] as const;
}

/** GET /api/vuejs/surveys/scripts/{survey}/{surveyId}: global scripts, the universe's, the survey's. */
async function getScripts(
  contextSurvey: string,
  surveyId: number,
  signal?: AbortSignal,
): Promise<TScriptSummary[]> {
  const answer = await callApi(surveyAdminApi.scripts, {
    params: { survey: contextSurvey, surveyId },
    signal,
  });
  return answer.scripts;
}

export function useScripts(contextSurvey: string, surveyId: number, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: [...scriptsKey(contextSurvey, surveyId), 'list'] as const,
      queryFn: ({ signal }) => getScripts(contextSurvey, surveyId, signal),
      meta: { silentError: true },
    }),
    enabled,
  });
}
