import {
  type TApiKeyCreated,
  type TApiKeyCreateQuery,
  ZApiKeyCreated,
} from '@opinio/domain/schemas/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';

/** GET /api/vuejs/surveys/apikey/create/{survey}: the new key and its token, answered once. */
export function createApiKey(surveyExtName: string, query: TApiKeyCreateQuery): Promise<TApiKeyCreated> {
  return apiRequest(`/vuejs/surveys/apikey/create/${segment(surveyExtName)}`, {
    query,
    schema: ZApiKeyCreated,
  });
}

export function useCreateApiKey(surveyExtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: TApiKeyCreateQuery) => createApiKey(surveyExtName, query),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(surveyExtName).queryKey }),
  });
}
