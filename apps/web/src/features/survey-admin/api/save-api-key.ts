import { type TApiKey, type TApiKeySave, ZApiKey } from '@opinio/domain/schemas/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';

/** POST /api/vuejs/surveys/apikey/save/{survey}: rename or re-scope a key. */
export function saveApiKey(surveyExtName: string, body: TApiKeySave): Promise<TApiKey> {
  return apiRequest(`/vuejs/surveys/apikey/save/${segment(surveyExtName)}`, {
    method: 'POST',
    body,
    schema: ZApiKey,
  });
}

export function useSaveApiKey(surveyExtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApiKeySave) => saveApiKey(surveyExtName, body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(surveyExtName).queryKey }),
  });
}
