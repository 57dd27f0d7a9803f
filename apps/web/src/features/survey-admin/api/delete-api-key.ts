import { type TApiKey, ZApiKey } from '@opinio/domain/schemas/api-keys';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

/** GET /api/vuejs/surveys/apikey/delete/{survey}/{id}: revokes the key at once. */
export function deleteApiKey(surveyExtName: string, id: number): Promise<TApiKey> {
  return apiRequest(`/vuejs/surveys/apikey/delete/${segment(surveyExtName)}/${segment(id)}`, {
    schema: ZApiKey,
  });
}

export function useDeleteApiKey(surveyExtName: string) {
  return useAdminMutation(apiKeysQueryOptions(surveyExtName).queryKey, (id: number) =>
    deleteApiKey(surveyExtName, id),
  );
}
