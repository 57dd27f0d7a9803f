import type { Readable } from 'node:stream';
import type { TReportStatus } from '@opinio/domain/schemas/reports';
import type { SurveyCaller } from '#auth/survey-for-request.ts';
import { HttpError, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { readReportFile } from './report-file-store.ts';
import { findReport, isExpired, listReports } from './report-repository.ts';

/**
 * A report's status and file, for the user who started it (or root): 404 for anybody
 * else's, as if it did not exist (docs/product.md#reports-and-downloads).
 */

async function ownReport(services: Pick<Services, 'database'>, caller: SurveyCaller, uuid: string) {
  const { survey, principal } = caller;
  const report = await findReport(services.database.db, survey.universeId, survey.id, uuid);
  const mayRead = report && (report.userId === principal.user.id || principal.user.isRoot);
  if (!report || !mayRead) throw notFound(`Report ${uuid} not found`);
  return report;
}

export async function reportStatus(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  uuid: string,
): Promise<TReportStatus> {
  return (await ownReport(services, caller, uuid)).status;
}

export interface ReportFile {
  mediaType: string;
  fileName: string;
  size: number | null;
  content: Readable;
}

/** The file of a finished report that has not expired. */
export async function reportDownload(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  uuid: string,
): Promise<ReportFile> {
  const report = await ownReport(services, caller, uuid);
  const { status } = report.status;
  if (status !== 'FINISHED')
    throw new HttpError(
      { code: 'not_ready', params: { status: status.toLowerCase() } },
      `The report is not ready (${status.toLowerCase()})`,
    );
  if (isExpired(report)) throw notFound(`Report ${uuid} has expired`, { code: 'invalid_link' });
  return {
    mediaType: report.mediaType,
    fileName: report.status.fileName,
    size: report.status.size ?? null,
    content: readReportFile(services.database.db, caller.survey.universeId, report.taskId),
  };
}

/** The caller's own reports of the survey. */
export const ownReports = (services: Pick<Services, 'database'>, { survey, principal }: SurveyCaller) =>
  listReports(services.database.db, survey.universeId, survey.id, principal.user.id);
