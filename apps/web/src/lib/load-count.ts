import { surveysApi } from '@opinio/domain/api/surveys';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/** GET /api/vuejs/surveys/loadcount/{survey}: the survey's data version. */
async function getLoadCount(surveyExtName: string, signal?: AbortSignal): Promise<number> {
  const answer = await callApi(surveysApi.loadCount, { params: { survey: surveyExtName }, signal });
  return answer.loadCount;
}

function loadCountQueryOptions(surveyExtName: string) {
  return queryOptions({
    queryKey: ['loadCount', surveyExtName] as const,
    queryFn: ({ signal }) => getLoadCount(surveyExtName, signal),
    // Refreshed explicitly on every navigation to a page (refreshLoadCount).
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The load count goes into every analytics query key; the identity's value seeds it. */
export function useLoadCount(surveyExtName: string, initial: number): number {
  const query = useQuery({ ...loadCountQueryOptions(surveyExtName), initialData: initial });
  return query.data;
}

export async function refreshLoadCount(queryClient: QueryClient, surveyExtName: string): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...loadCountQueryOptions(surveyExtName), staleTime: 0 });
  } catch {
    // Already reported in the snackbar by the query cache; the page opens with the old data version.
  }
}
