import { logsApi } from '@opinio/domain/api/logs';
import type { TBugEntry } from '@opinio/domain/schemas/logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/logs/bugs/{survey}; a 404 (nothing recorded, or no such log yet) is an empty list. */
async function getBugs(surveyExtName: string, signal?: AbortSignal): Promise<TBugEntry[]> {
  try {
    const answer = await callApi(logsApi.list, { params: { survey: surveyExtName }, signal });
    return answer.bugs;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function bugsQueryOptions(surveyExtName: string) {
  return queryOptions({
    queryKey: ['bugs', surveyExtName] as const,
    queryFn: ({ signal }) => getBugs(surveyExtName, signal),
  });
}

export function useBugs(surveyExtName: string, enabled: boolean) {
  return useQuery({ ...bugsQueryOptions(surveyExtName), enabled });
}
