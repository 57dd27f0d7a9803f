import { logsApi } from '@opinio/domain/api/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { bugsQueryOptions } from './get-bugs.ts';

/** DELETE /api/vuejs/logs/bugs/{survey}. */
function clearBugs(surveyExtName: string): Promise<void> {
  return callApi(logsApi.clear, { params: { survey: surveyExtName } });
}

export function useClearBugs(surveyExtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearBugs(surveyExtName),
    onSuccess: () => queryClient.setQueryData(bugsQueryOptions(surveyExtName).queryKey, []),
  });
}
