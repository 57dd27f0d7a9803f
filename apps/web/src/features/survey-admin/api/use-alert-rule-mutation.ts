import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRulesQueryOptions } from './get-alert-rules.ts';

/** A change of the survey's alert rules: errors shown by the caller, the rule list refetched on success. */
export function useAlertRuleMutation<TVariables, TResult>(
  surveyExtName: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: alertRulesQueryOptions(surveyExtName).queryKey }),
  });
}
