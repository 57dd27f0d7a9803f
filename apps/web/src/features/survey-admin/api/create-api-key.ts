import {
  type TApiKeyCreated,
  type TApiKeyCreateQuery,
  ZApiKeyCreated,
} from '@opinio/domain/schemas/api-keys';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

/** GET /api/vuejs/surveys/apikey/create/{survey}: the new key and its token, answered once. */
export function createApiKey(surveyExtName: string, query: TApiKeyCreateQuery): Promise<TApiKeyCreated> {
  return apiRequest(`/vuejs/surveys/apikey/create/${segment(surveyExtName)}`, {
    query,
    schema: ZApiKeyCreated,
  });
}

export function useCreateApiKey(surveyExtName: string) {
  return useAdminMutation(apiKeysQueryOptions(surveyExtName).queryKey, (query: TApiKeyCreateQuery) =>
    createApiKey(surveyExtName, query),
  );
}
