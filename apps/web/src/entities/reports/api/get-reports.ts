import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportList } from '@opinio/domain/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from '@/entities/session/api/live-events.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/reports/list/{survey}: the caller's reports of the last days, newest first. */
function getReports(survey: string, signal?: AbortSignal): Promise<TReportList> {
  return callApi(reportsApi.list, { params: { survey }, signal });
}

/** The caller's recent reports, asked for while `enabled` (e.g. the report menu is open). */
export function useRecentReports(survey: string, enabled: boolean) {
  return useQuery({
    // under liveKeys.reports: a `report` live event refreshes the list
    queryKey: [...liveKeys.reports(survey), 'list'] as const,
    queryFn: ({ signal }) => getReports(survey, signal),
    select: (list) => list.reports,
    enabled,
    staleTime: 0,
    meta: { silentError: true },
  });
}
