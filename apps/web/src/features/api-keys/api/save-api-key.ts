import { apiKeysApi } from '@opinio/domain/api/api-keys';
import type { TApiKey, TApiKeySave } from '@opinio/domain/schemas/api-keys';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';

/** POST /api/vuejs/surveys/apikey/save/{survey}: rename or re-scope a key. */
function saveApiKey(surveyExtName: string, body: TApiKeySave): Promise<TApiKey> {
  return callApi(apiKeysApi.save, { params: { survey: surveyExtName }, body });
}

export function useSaveApiKey(surveyExtName: string) {
  return useAdminMutation(apiKeysQueryOptions(surveyExtName).queryKey, (body: TApiKeySave) =>
    saveApiKey(surveyExtName, body),
  );
}
