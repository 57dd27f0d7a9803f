import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportKind, TReportLocale, TReportStarted } from '@opinio/domain/schemas/reports';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** The kinds started through createreport: those without a route of their own. */
export type CreatedReportKind = Extract<TReportKind, 'excelbenchmark' | 'pdfbenchmark' | 'interview'>;

/**
 * POST /api/vuejs/reports/createreport/{survey}/{drillPathFiltered}/{kind}?interviewId: queues
 * a benchmark report of the drill node, or one interview as PDF.
 */
export function createReport(
  target: DrillTarget,
  kind: CreatedReportKind,
  interviewId: number | undefined,
  locale: TReportLocale | undefined,
): Promise<TReportStarted> {
  return callApi(reportsApi.startReport, {
    params: { ...dashboardParams(target), kind },
    query: { interviewId, locale },
  });
}
