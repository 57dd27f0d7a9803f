import { bigScreenApi } from '@opinio/domain/api/bigscreen';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/** Without live events (stream down), the screen still refreshes this often. */
const FALLBACK_REFETCH_MS = 60_000;

/**
 * GET /api/bigscreen/summary with the key as `Authorization: Bearer` (never in the URL
 * sent to the server, so it stays out of access logs): no session, and a 401 here means
 * "key revoked", not "signed out".
 */
function getBigScreenSummary(token: string, signal?: AbortSignal): Promise<TBigScreenSummary> {
  return callApi(bigScreenApi.summary, { apiKey: token, signal });
}

/** Every language's summary of the screen starts with this key. */
export function bigScreenSummaryKey(token: string) {
  return ['bigscreen', token] as const;
}

/** `locale`: the screen's, in which the survey's texts (indicators, units) come. */
function bigScreenSummaryQueryOptions(token: string, locale: string) {
  return queryOptions({
    queryKey: [...bigScreenSummaryKey(token), locale] as const,
    queryFn: ({ signal }) => getBigScreenSummary(token, signal),
    // The last data stays on screen while a refetch runs or fails.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: FALLBACK_REFETCH_MS,
    refetchIntervalInBackground: true,
    // Network trouble: keep trying; a 4xx (revoked key) will not change.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
    meta: { silentError: true },
  });
}

export function useBigScreenSummary(token: string) {
  return useQuery(bigScreenSummaryQueryOptions(token, useLocale()));
}
