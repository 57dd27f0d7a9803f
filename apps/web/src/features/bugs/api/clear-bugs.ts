import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { bugsQueryOptions } from './get-bugs.ts';

/** DELETE /api/vuejs/logs/bugs/{survey}. */
export function clearBugs(surveyExtName: string): Promise<void> {
  return apiRequest(`/vuejs/logs/bugs/${segment(surveyExtName)}`, { method: 'DELETE' });
}

export function useClearBugs(surveyExtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearBugs(surveyExtName),
    onSuccess: () => queryClient.setQueryData(bugsQueryOptions(surveyExtName).queryKey, []),
  });
}
