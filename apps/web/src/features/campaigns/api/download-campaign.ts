import { campaignsApi } from '@opinio/domain/api/campaigns';
import { attachmentFileName } from '@/entities/reports/api/download-report.ts';
import type { DrillTarget } from '@/lib/analytics-context.ts';
import { dashboardParams } from '@/lib/analytics-context.ts';
import { fetchApi } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/chart-export/save-file.ts';

/** GET /api/vuejs/reports/mailcampaign/{survey}/{campaignId}: the campaign's messages as a workbook, saved. */
export async function downloadCampaign(survey: string, campaignId: number): Promise<void> {
  const response = await fetchApi(campaignsApi.download, { params: { survey, campaignId } });
  saveFile(
    await response.blob(),
    attachmentFileName(response.headers.get('content-disposition'), `campaign-${campaignId}.xlsx`),
  );
}

/**
 * POST /api/vuejs/reports/lettersarchive/{survey}/{drillPathFiltered}?all: the letters under the
 * node as one zip, saved; `all` false gives only those not downloaded before (404: none).
 */
export async function downloadLetters(target: DrillTarget, all: boolean): Promise<void> {
  const response = await fetchApi(campaignsApi.archiveLetters, {
    params: dashboardParams(target),
    query: { all: all ? 'true' : 'false' },
  });
  saveFile(
    await response.blob(),
    attachmentFileName(response.headers.get('content-disposition'), 'letters.zip'),
  );
}
