import { ZApiError } from '@opinio/domain/schemas/error';
import { type AnalyticsContext, analyticsPath } from '../../../lib/analytics-context.ts';
import { API_BASE, ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
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
  const url = new URL(API_BASE + analyticsPath('reports/rankingreport', context), window.location.origin);
  for (const [key, value] of Object.entries(rankingQuery(params))) url.searchParams.set(key, value);
  if (['en', 'fi', 'sv'].includes(locale)) url.searchParams.set('locale', locale);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { 'x-requested-with': 'opinio' } });
  } catch {
    throw new ApiError(0, 'network_error', i18n.t('error.network'));
  }
  if (!response.ok) {
    const parsed = ZApiError.safeParse(await response.json().catch(() => null));
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      throw new ApiError(response.status, code, message, field);
    }
    throw new ApiError(
      response.status,
      'http_error',
      i18n.t('error.http', { status: response.status, statusText: response.statusText }),
    );
  }
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
