import { type TBigScreenSummary, ZBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { ZApiError } from '@opinio/domain/schemas/error';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

/** Without live events (stream down), the screen still refreshes this often. */
export const FALLBACK_REFETCH_MS = 60_000;

/**
 * GET /api/bigscreen/summary with the key as `Authorization: Bearer` (never in the URL
 * sent to the server, so it stays out of access logs). Not through apiRequest: no session,
 * and a 401 here means "key revoked", not "signed out".
 */
export async function getBigScreenSummary(token: string, signal?: AbortSignal): Promise<TBigScreenSummary> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/bigscreen/summary`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', i18n.t('error.network'));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    if (parsed.success)
      throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(
      response.status,
      'http_error',
      i18n.t('error.http', { status: response.status, statusText: response.statusText }),
    );
  }
  return ZBigScreenSummary.parse(body);
}

export function bigScreenSummaryQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['bigscreen', token] as const,
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
  return useQuery(bigScreenSummaryQueryOptions(token));
}
