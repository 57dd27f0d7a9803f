import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportLocale, TReportStarted, TSampleTableSpec } from '@opinio/domain/schemas/reports';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * POST /api/vuejs/reports/sampletablereport/{survey}/all/{drillPathFiltered}?filterterm:
 * queues the contact table as the list shows it (columns, order, states), every sample.
 */
export function startSampleTableReport(
  target: DrillTarget,
  spec: TSampleTableSpec,
  filterterm: string,
  locale: TReportLocale | undefined,
): Promise<TReportStarted> {
  return callApi(reportsApi.sampleTableReport, {
    params: { ...dashboardParams(target), sample: 'all' },
    query: { filterterm: filterterm || undefined, locale },
    body: spec,
  });
}
