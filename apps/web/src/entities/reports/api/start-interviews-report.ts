import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportLocale, TReportStarted } from '@opinio/domain/schemas/reports';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** POST /api/vuejs/reports/interviewsreport/{survey}/{drillPathFiltered}: queues the interviews workbook. */
export function startInterviewsReport(
  target: DrillTarget,
  locale: TReportLocale | undefined,
): Promise<TReportStarted> {
  return callApi(reportsApi.startInterviewsReport, { params: dashboardParams(target), query: { locale } });
}
