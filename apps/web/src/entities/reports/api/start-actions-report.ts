import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportLocale, TReportStarted } from '@opinio/domain/schemas/reports';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** POST /api/vuejs/reports/actionsreport/{survey}/{drillPathFiltered}: queues the alerts' follow-up workbook. */
export function startActionsReport(
  target: DrillTarget,
  locale: TReportLocale | undefined,
): Promise<TReportStarted> {
  return callApi(reportsApi.startActionsReport, { params: dashboardParams(target), query: { locale } });
}
