import type { Readable } from 'node:stream';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import { type TReportListItem, type TReportStatus, ZReportLocale } from '@opinio/domain/schemas/reports';
import { resolveDrillPath } from '#access/drill-path-resolver.ts';
import { applyFilters } from '#analytics/filters.ts';
import type { SurveyCaller } from '#auth/survey-for-request.ts';
import { HttpError, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { describeFilters } from './filter-description.ts';
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

/** The caller's own reports of the survey, each with its unit and filters in words. */
export async function ownReports(
  services: Pick<Services, 'database' | 'today'>,
  caller: SurveyCaller,
): Promise<TReportListItem[]> {
  const { survey, principal } = caller;
  const reports = await listReports(services.database.db, survey.universeId, survey.id, principal.user.id);
  return reports.map((report) => ({
    ...report.status,
    ...askedFor(services, caller, report.drillPathFiltered),
  }));
}

/**
 * The unit and the filters a report was asked for, in the caller's language; the unit null
 * and no filters when they no longer resolve (the configuration changed since).
 */
function askedFor(
  services: Pick<Services, 'today'>,
  { survey, scope }: SurveyCaller,
  drillPathFiltered: string | null,
): { unit: string | null; filters: string[] } {
  if (drillPathFiltered === null) return { unit: null, filters: [] };
  const { drillPath, filterToken } = splitFilteredDrillPath(drillPathFiltered);
  let unit: string | null = null;
  try {
    unit = resolveDrillPath(survey, drillPath, scope).node.title;
  } catch {
    // the unit is gone, or outside the caller's scope now
  }
  try {
    const { period } = applyFilters(survey, filterToken, services.today(), scope);
    const locale = ZReportLocale.safeParse(survey.locale ?? survey.defaultLocale).data ?? 'en';
    return { unit, filters: describeFilters(survey, filterToken, period, locale) };
  } catch {
    return { unit, filters: [] };
  }
}
