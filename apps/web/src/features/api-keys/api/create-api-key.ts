import { apiKeysApi } from '@opinio/domain/api/api-keys';
import type { TApiKeyCreated, TApiKeyCreateQuery } from '@opinio/domain/schemas/api-keys';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';

/** POST /api/vuejs/surveys/apikey/create/{survey}: the new key and its token, answered once. */
function createApiKey(surveyExtName: string, query: TApiKeyCreateQuery): Promise<TApiKeyCreated> {
  return callApi(apiKeysApi.createKey, { params: { survey: surveyExtName }, body: query });
}

export function useCreateApiKey(surveyExtName: string) {
  return useAdminMutation(apiKeysQueryOptions(surveyExtName).queryKey, (query: TApiKeyCreateQuery) =>
    createApiKey(surveyExtName, query),
  );
}
