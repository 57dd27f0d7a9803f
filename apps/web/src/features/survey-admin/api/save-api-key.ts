import { type TApiKey, type TApiKeySave, ZApiKey } from '@opinio/domain/schemas/api-keys';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

/** POST /api/vuejs/surveys/apikey/save/{survey}: rename or re-scope a key. */
export function saveApiKey(surveyExtName: string, body: TApiKeySave): Promise<TApiKey> {
  return apiRequest(`/vuejs/surveys/apikey/save/${segment(surveyExtName)}`, {
    method: 'POST',
    body,
    schema: ZApiKey,
  });
}

export function useSaveApiKey(surveyExtName: string) {
  return useAdminMutation(apiKeysQueryOptions(surveyExtName).queryKey, (body: TApiKeySave) =>
    saveApiKey(surveyExtName, body),
  );
}
