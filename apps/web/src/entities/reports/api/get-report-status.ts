import { reportsApi } from '@opinio/domain/api/reports';
import { REPORT_POLL_MS } from '@opinio/domain/report-kinds';
import type { TReportStatus } from '@opinio/domain/schemas/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveKeys } from '@/entities/session/api/live-events.ts';
import { ApiError, callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/reports/status/{survey}/{uuid}: where the report stands (404: unknown or not the caller's). */
function getReportStatus(survey: string, reportUUID: string, signal?: AbortSignal): Promise<TReportStatus> {
  return callApi(reportsApi.status, { params: { survey, uuid: reportUUID }, signal });
}

/** Whether a report has stopped changing: finished, failed, or unknown to the server. */
function settled(status: TReportStatus | undefined, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return true;
  return status?.status === 'FINISHED' || status?.status === 'FAILED';
}

/**
 * Asked every REPORT_POLL_MS until the report is finished or failed; a `report` live event
 * refreshes it at once (live-events.ts, liveKeys.reportStatus).
 */
function reportStatusQueryOptions(survey: string, reportUUID: string) {
  return queryOptions({
    queryKey: liveKeys.reportStatus(survey, reportUUID),
    queryFn: ({ signal }) => getReportStatus(survey, reportUUID, signal),
    refetchInterval: (query) => (settled(query.state.data, query.state.error) ? false : REPORT_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    // the screen and the report menu show what went wrong themselves
    meta: { silentError: true },
  });
}

/** The report's status; `enabled` false while there is no report to follow. */
export function useReportStatus(survey: string, reportUUID: string, enabled = true) {
  return useQuery({ ...reportStatusQueryOptions(survey, reportUUID), enabled });
}
