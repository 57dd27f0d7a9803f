import { alertsApi } from '@opinio/domain/api/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveKeys } from '@/entities/session/api/live-events.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * How often the bell asks again when nothing told it to: live events (entities/session/api/live-events.ts)
 * refresh it at once, this is the fallback when the event stream is down.
 */
const REFRESH_MS = 60_000;

/** GET /api/vuejs/alerts/count/{survey}: open alerts within the user's scope. */
function getAlertCount(surveyExtName: string, signal?: AbortSignal): Promise<number> {
  return callApi(alertsApi.count, { params: { survey: surveyExtName }, signal }).then((r) => r.open);
}

/** Every bell query of a survey starts with this key (to invalidate them all). */
export function alertCountKey(surveyExtName: string) {
  return liveKeys.alertCount(surveyExtName);
}

function alertCountQueryOptions(surveyExtName: string, loadCount: number) {
  return queryOptions({
    queryKey: [...alertCountKey(surveyExtName), loadCount],
    queryFn: ({ signal }) => getAlertCount(surveyExtName, signal),
    refetchInterval: REFRESH_MS,
    // keep the last number on screen while a new one is asked for
    placeholderData: (previous) => previous,
    meta: { silentError: true },
  });
}

/** `enabled`: false for a role without alerts (the count would answer 403): 0. */
export function useAlertCount(surveyExtName: string | undefined, loadCount: number, enabled = true): number {
  const query = useQuery({
    ...alertCountQueryOptions(surveyExtName ?? '', loadCount),
    enabled: enabled && Boolean(surveyExtName),
  });
  return query.data ?? 0;
}
