import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A change in survey settings: errors shown by the form or dialog, the changed list refetched on success. */
export function useAdminMutation<TVariables, TResult>(
  listKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
