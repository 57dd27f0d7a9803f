import { ZAlertCount } from '@opinio/domain/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';

/** How often the bell asks again between data changes (new data refreshes it at once). */
const REFRESH_MS = 30_000;

/** GET /api/vuejs/alerts/count/{survey}: open alerts within the user's scope. */
export function getAlertCount(surveyExtName: string, signal?: AbortSignal): Promise<number> {
  return apiRequest(`/vuejs/alerts/count/${segment(surveyExtName)}`, { schema: ZAlertCount, signal }).then(
    (r) => r.open,
  );
}

export function alertCountQueryOptions(surveyExtName: string, loadCount: number) {
  return queryOptions({
    queryKey: ['alert-count', surveyExtName, loadCount],
    queryFn: ({ signal }) => getAlertCount(surveyExtName, signal),
    refetchInterval: REFRESH_MS,
    meta: { silentError: true },
  });
}

export function useAlertCount(surveyExtName: string | undefined, loadCount: number): number {
  const query = useQuery({
    ...alertCountQueryOptions(surveyExtName ?? '', loadCount),
    enabled: Boolean(surveyExtName),
  });
  return query.data ?? 0;
}
