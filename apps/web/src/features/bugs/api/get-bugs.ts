import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, segment } from '../../../lib/api-client.ts';

// A bug entry (docs/product.md#bug-log), as the server answers it.
const ZBugEntry = z.object({
  count: z.number().int(),
  message: z.string(),
  user: z.string(),
  datetime: z.string(),
});
export type TBugEntry = z.infer<typeof ZBugEntry>;

const ZBugList = z.union([
  z.array(ZBugEntry),
  z.object({ bugs: z.array(ZBugEntry) }).transform((b) => b.bugs),
]);

/** GET /api/vuejs/logs/bugs/{survey}; a 404 (nothing recorded, or no such log yet) is an empty list. */
export async function getBugs(surveyExtName: string, signal?: AbortSignal): Promise<TBugEntry[]> {
  try {
    return await apiRequest(`/vuejs/logs/bugs/${segment(surveyExtName)}`, { schema: ZBugList, signal });
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
