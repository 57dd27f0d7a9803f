import type { Permission } from '@opinio/domain/permissions';
import {
  REPORT_FORMAT,
  reportEnabled,
  type TReportKind,
  type TReportLocale,
  type TReportStarted,
} from '@opinio/domain/schemas/reports';
import type { FastifyRequest } from 'fastify';
import { findIndicator } from '#analytics/dashboard.ts';
import { ranking } from '#analytics/ranking.ts';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { dashboardContext } from '#auth/dashboard-context.ts';
import { loadInterview } from '#interviews/interview-repository.ts';
import { fileNamePart } from '#lib/content-disposition.ts';
import { badRequest, HttpError, missingPermission, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { ReportOptions } from './report-job.ts';
import { findReport, insertReport, queuedReportsOf } from './report-repository.ts';
import { sampleOfSurvey } from './sample-lookup.ts';

/** What a role must be allowed to see to take each kind home (beyond `reports.run`). */
const KIND_PERMISSION: Record<TReportKind, Permission | null> = {
  ranking: 'rankings.view',
  excelbenchmark: 'rankings.view',
  interviews: 'interviews.view',
  alerts: 'alerts.view',
  actions: 'alerts.view',
  samples: 'samples.view',
  sampletable: 'samples.view',
  indicators: null,
  pdfbenchmark: null,
  interview: 'interviews.view',
};

/** How a file of each kind is named: kind, survey, unit, date. */
const FILE_STEM: Record<TReportKind, string> = {
  ranking: 'ranking',
  excelbenchmark: 'benchmark',
  interviews: 'interviews',
  alerts: 'alerts',
  actions: 'alert-actions',
  samples: 'contacts',
  sampletable: 'contact-table',
  indicators: 'indicators',
  pdfbenchmark: 'benchmark-report',
  interview: 'interview',
};

export interface StartReport {
  kind: TReportKind;
  surveyExtName: string;
  drillPathFiltered: string;
  locale: TReportLocale | undefined;
  options: ReportOptions;
}

/**
 * Queues a report for the caller: the drill path and filters are resolved now (bad ones
 * answer 400/404 as the dashboard does), the survey must enable the kind and the caller's
 * role must be allowed to see what it holds (403), and the kind's own parameters are
 * checked, so a queued report fails only when the survey changes under it.
 */
export async function startReport(
  services: Pick<Services, 'analytics' | 'catalog' | 'config' | 'database' | 'today'>,
  request: FastifyRequest,
  start: StartReport,
): Promise<TReportStarted & { taskId: number }> {
  const ctx = await dashboardContext(
    services,
    request,
    start.surveyExtName,
    start.drillPathFiltered,
    start.locale,
  );
  const { survey, drill } = ctx;
  const principal = requirePrincipal(request);
  if (!reportEnabled(survey.reportFlags as Parameters<typeof reportEnabled>[0], start.kind))
    throw new HttpError(
      { code: 'report_disabled', params: { report: start.kind } },
      `The survey ${survey.extName} does not offer the ${start.kind} report`,
    );
  const needed = KIND_PERMISSION[start.kind];
  if (needed && !principal.permissions.has(needed)) throw missingPermission(needed);

  const { options } = start;
  const depth = survey.organisation.depth;
  if (start.kind === 'ranking') {
    await ranking(services.analytics, ctx, options);
  } else if (options.level !== undefined && (options.level < drill.node.level || options.level > depth)) {
    throw badRequest(`Level must be between ${drill.node.level} and ${depth}`, 'level', {
      code: 'out_of_range',
      params: { min: drill.node.level, max: depth },
    });
  }
  if (options.indicator !== undefined) findIndicator(survey, options.indicator);
  if (start.kind === 'interview') {
    if (options.interviewId === undefined)
      throw badRequest('The interview report needs interviewId', 'interviewId', { code: 'required' });
    const interview = await loadInterview(services.database.db, survey, options.interviewId);
    const unit = interview && survey.organisation.unitsById.get(interview.unitId);
    if (!interview || !unit || !ctx.scope.allows(unit))
      throw notFound(`Interview ${options.interviewId} not found`);
  }
  if (
    options.sampleId !== undefined &&
    !(await sampleOfSurvey(services.database.db, survey, options.sampleId))
  )
    throw notFound(`Sample ${options.sampleId} not found`);

  // One user's pile of workbooks would only lengthen everybody's wait (the queue is fair
  // between users, but every report still costs a worker's time).
  const limit = services.config.reportQueueLimit;
  if ((await queuedReportsOf(services.database.db, survey.universeId, principal.user.id)) >= limit)
    throw new HttpError(
      { code: 'report_queue_full', params: { limit } },
      `You already have ${limit} reports waiting in the queue, the most one user may have (REPORT_QUEUE_LIMIT ${limit}): wait until one of them is running`,
    );

  const date = services.today().toISOString().slice(0, 10);
  const stem =
    start.kind === 'interview' ? `${FILE_STEM.interview}-${options.interviewId}` : FILE_STEM[start.kind];
  const fileName = `${stem}-${fileNamePart(survey.extName)}-${fileNamePart(drill.node.title)}-${date}.${REPORT_FORMAT[start.kind]}`;
  const { uuid, taskId } = await insertReport(services.database.db, {
    universeId: survey.universeId,
    surveyId: survey.id,
    kind: start.kind,
    userId: principal.user.id,
    createdBy: principal.impersonator?.id ?? principal.user.id,
    fileName,
    payload: {
      drillPathFiltered: start.drillPathFiltered,
      locale: start.locale ?? localeOf(principal.user.locale),
      scopeUnit: ctx.scope.unit?.extName ?? null,
      userId: principal.user.id,
      options,
    },
  });
  const stored = await findReport(services.database.db, survey.universeId, survey.id, uuid);
  return {
    reportUUID: uuid,
    status: stored?.status.status ?? 'QUEUED',
    queuePosition: stored?.status.queuePosition ?? 1,
    taskId,
  };
}

function localeOf(locale: string): TReportLocale {
  return locale === 'fi' || locale === 'sv' ? locale : 'en';
}

/**
 * A report started by the call that names its kind: any kind but the contact table, which
 * is started by its own POST with the table it holds.
 */
export async function startNamedReport(
  services: Pick<Services, 'analytics' | 'catalog' | 'config' | 'database' | 'today'>,
  request: FastifyRequest,
  start: StartReport,
): Promise<TReportStarted & { taskId: number }> {
  if (start.kind === 'sampletable')
    throw badRequest('The contact table report is started by POST sampletablereport', 'kind', {
      code: 'not_applicable',
    });
  return startReport(services, request, start);
}
