import { type TApiKey, ZApiKey } from '@opinio/domain/schemas/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { apiKeysQueryOptions } from './get-api-keys.ts';

/** GET /api/vuejs/surveys/apikey/delete/{survey}/{id}: revokes the key at once. */
export function deleteApiKey(surveyExtName: string, id: number): Promise<TApiKey> {
  return apiRequest(`/vuejs/surveys/apikey/delete/${segment(surveyExtName)}/${segment(id)}`, {
    schema: ZApiKey,
  });
}

export function useDeleteApiKey(surveyExtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteApiKey(surveyExtName, id),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(surveyExtName).queryKey }),
  });
}
