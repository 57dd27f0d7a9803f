import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TScript } from '@opinio/domain/schemas/survey-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scriptsKey } from '@/entities/survey-config/api/get-scripts.ts';
import { callApi } from '@/lib/api-client.ts';

export function scriptKey(contextSurvey: string, surveyId: number, scriptId: number) {
  return [...scriptsKey(contextSurvey, surveyId), 'script', scriptId] as const;
}

/** GET /api/vuejs/surveys/script/{survey}/{surveyId}/{scriptId}: its source and versions. */
function getScript(
  contextSurvey: string,
  surveyId: number,
  scriptId: number,
  signal?: AbortSignal,
): Promise<TScript> {
  return callApi(surveyAdminApi.script, { params: { survey: contextSurvey, surveyId, scriptId }, signal });
}

export function scriptQueryOptions(contextSurvey: string, surveyId: number, scriptId: number) {
  return queryOptions({
    queryKey: scriptKey(contextSurvey, surveyId, scriptId),
    queryFn: ({ signal }) => getScript(contextSurvey, surveyId, scriptId, signal),
    meta: { silentError: true },
    // The editor starts from what was loaded: a background refetch would not reach it.
    refetchOnWindowFocus: false,
  });
}

/** One script; nothing is asked without its id (a new script). */
export function useScript(contextSurvey: string, surveyId: number, scriptId: number | null) {
  return useQuery({
    ...scriptQueryOptions(contextSurvey, surveyId, scriptId ?? 0),
    enabled: scriptId !== null,
  });
}
