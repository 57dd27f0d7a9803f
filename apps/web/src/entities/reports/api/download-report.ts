import { reportsApi } from '@opinio/domain/api/reports';
import { fetchApi } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/chart-export/save-file.ts';

/** The file name of a Content-Disposition header (RFC 5987 form first). */
export function attachmentFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) return decodeURIComponent(extended[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1] : fallback;
}

/**
 * GET /api/vuejs/reports/download/{survey}/{uuid}: the finished report's file, fetched (so a
 * refusal can be shown: 404 expired, 409 not finished) and saved through a temporary link.
 * Answers the file name it was saved under.
 */
export async function downloadReport(survey: string, reportUUID: string, fileName: string): Promise<string> {
  const response = await fetchApi(reportsApi.download, { params: { survey, uuid: reportUUID } });
  const saved = attachmentFileName(response.headers.get('content-disposition'), fileName);
  saveFile(await response.blob(), saved);
  return saved;
}
