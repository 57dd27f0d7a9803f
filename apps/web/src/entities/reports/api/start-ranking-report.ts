import type { ApiQuery } from '@opinio/domain/api/api-route';
import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportLocale, TReportStarted } from '@opinio/domain/schemas/reports';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** The ranking's own parameters: indicator, level, minCount (unset: the server's defaults). */
export type RankingReportQuery = Omit<ApiQuery<typeof reportsApi.startRankingReport>, 'locale'>;

/** POST /api/vuejs/reports/rankingreport/{survey}/{drillPathFiltered}: queues the ranking's workbook. */
export function startRankingReport(
  target: DrillTarget,
  query: RankingReportQuery,
  locale: TReportLocale | undefined,
): Promise<TReportStarted> {
  return callApi(reportsApi.startRankingReport, {
    params: dashboardParams(target),
    query: { ...query, locale },
  });
}
