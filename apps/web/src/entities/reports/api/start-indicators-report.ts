import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportLocale, TReportStarted } from '@opinio/domain/schemas/reports';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** POST /api/vuejs/reports/indicatorsreport/{survey}/{drillPathFiltered}: queues the indicators workbook. */
export function startIndicatorsReport(
  target: DrillTarget,
  locale: TReportLocale | undefined,
): Promise<TReportStarted> {
  return callApi(reportsApi.startIndicatorsReport, { params: dashboardParams(target), query: { locale } });
}
