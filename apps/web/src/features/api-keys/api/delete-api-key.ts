import { apiKeysApi } from '@opinio/domain/api/api-keys';
import type { TApiKey } from '@opinio/domain/schemas/api-keys';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';

/** DELETE /api/vuejs/surveys/apikey/{survey}/{id}: revokes the key at once. */
function deleteApiKey(surveyExtName: string, id: number): Promise<TApiKey> {
  return callApi(apiKeysApi.revokeKey, { params: { survey: surveyExtName, id } });
}

export function useDeleteApiKey(surveyExtName: string) {
  return useAdminMutation(apiKeysQueryOptions(surveyExtName).queryKey, (id: number) =>
    deleteApiKey(surveyExtName, id),
  );
}
