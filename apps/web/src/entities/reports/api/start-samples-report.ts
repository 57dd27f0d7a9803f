import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportLocale, TReportStarted } from '@opinio/domain/schemas/reports';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * POST /api/vuejs/reports/samplesreport/{survey}/{drillPathFiltered}?sampleId: queues the
 * contacts workbook of the drill node (or of one sample).
 */
export function startSamplesReport(
  target: DrillTarget,
  sampleId: number | undefined,
  locale: TReportLocale | undefined,
): Promise<TReportStarted> {
  return callApi(reportsApi.startSamplesReport, {
    params: dashboardParams(target),
    query: { sampleId, locale },
  });
}
