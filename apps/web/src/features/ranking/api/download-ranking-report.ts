import { reportsApi } from '@opinio/domain/api/reports';
import { ZReportLocale } from '@opinio/domain/schemas/reports';
import { type AnalyticsContext, dashboardParams } from '../../../lib/analytics-context.ts';
import { fetchApi } from '../../../lib/api-client.ts';
import { type RankingParams, rankingQuery } from '../lib/ranking-params.ts';

/** The file name of a Content-Disposition header (RFC 5987 form first). */
export function attachmentFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) return decodeURIComponent(extended[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1] : fallback;
}

/**
 * GET /api/vuejs/reports/rankingreport/{survey}/{drillPathFiltered}: fetched (so errors can
 * be shown), then saved through a temporary link.
 */
export async function downloadRankingReport(
  context: AnalyticsContext,
  params: RankingParams,
  locale: string,
): Promise<string> {
  const reportLocale = ZReportLocale.safeParse(locale);
  const response = await fetchApi(reportsApi.rankingReport, {
    params: dashboardParams(context),
    query: { ...rankingQuery(params), locale: reportLocale.success ? reportLocale.data : undefined },
  });
  const fileName = attachmentFileName(response.headers.get('content-disposition'), 'ranking.xlsx');
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the browser has taken the file once click() returns; give it a moment before revoking
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
  return fileName;
}
