import { apiKeysApi } from '@opinio/domain/api/api-keys';
import type { TApiKey } from '@opinio/domain/schemas/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/surveys/apikey/list/{survey}: the survey's keys, never their tokens. */
async function getApiKeys(surveyExtName: string, signal?: AbortSignal): Promise<TApiKey[]> {
  const answer = await callApi(apiKeysApi.list, { params: { survey: surveyExtName }, signal });
  return answer.keys;
}

export function apiKeysQueryOptions(surveyExtName: string) {
  return queryOptions({
    queryKey: ['apiKeys', surveyExtName] as const,
    queryFn: ({ signal }) => getApiKeys(surveyExtName, signal),
    meta: { silentError: true },
  });
}

export function useApiKeys(surveyExtName: string) {
  return useQuery(apiKeysQueryOptions(surveyExtName));
}
