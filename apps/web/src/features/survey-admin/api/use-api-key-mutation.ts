import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryOptions } from './get-api-keys.ts';

/** A mutation of the survey's API keys: errors shown by the form, the key list refetched on success. */
export function useApiKeyMutation<TVariables, TResult>(
  surveyExtName: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(surveyExtName).queryKey }),
  });
}
