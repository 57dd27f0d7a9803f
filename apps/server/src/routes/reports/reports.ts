import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportKind } from '@opinio/domain/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { badRequest, HttpError, notFound } from '#lib/http-error.ts';
import { readReportFile } from '#reports/report-file-store.ts';
import { findReport, isExpired, listReports } from '#reports/report-repository.ts';
import { startReport } from '#reports/start-report.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { Services } from '#services.ts';

/** Reports as queued tasks: starting each kind, its status, its file (docs/product.md#reports-and-downloads). */
const reportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;

  const started = async (
    request: Parameters<typeof startReport>[1],
    kind: TReportKind,
    params: { survey: string; drillPathFiltered: string },
    query: { locale?: 'en' | 'fi' | 'sv' | undefined; level?: number; interviewId?: number },
    extra: Parameters<typeof startReport>[2]['options'] = {},
  ) => {
    const { taskId: _, ...answer } = await startReport(services, request, {
      kind,
      surveyExtName: params.survey,
      drillPathFiltered: params.drillPathFiltered,
      locale: query.locale,
      options: { level: query.level, interviewId: query.interviewId, ...extra },
    });
    app.taskWorker.wake();
    return answer;
  };

  // Each report is started by POST, or by the GET form the product's API contract names
  // (deprecated; it needs the CSRF header as the POST does).
  for (const route of [reportsApi.startRankingReport, reportsApi.rankingReport]) {
    app.route({
      ...routeOptions(route),
      handler: async (request) => {
        const { locale, indicator, level, minCount } = request.query;
        return started(request, 'ranking', request.params, { locale }, { indicator, level, minCount });
      },
    });
  }
  const onNode = [
    [reportsApi.startInterviewsReport, 'interviews'],
    [reportsApi.interviewsReport, 'interviews'],
    [reportsApi.startAlertsReport, 'alerts'],
    [reportsApi.alertsReport, 'alerts'],
    [reportsApi.startActionsReport, 'actions'],
    [reportsApi.actionsReport, 'actions'],
    [reportsApi.startIndicatorsReport, 'indicators'],
    [reportsApi.indicatorsReport, 'indicators'],
  ] as const;
  for (const [route, kind] of onNode) {
    app.route({
      ...routeOptions(route),
      handler: async (request) => started(request, kind, request.params, request.query),
    });
  }
  for (const route of [reportsApi.startSamplesReport, reportsApi.samplesReport]) {
    app.route({
      ...routeOptions(route),
      handler: async (request) => {
        const { locale, sampleId } = request.query;
        return started(request, 'samples', request.params, { locale }, { sampleId });
      },
    });
  }
  app.route({
    ...routeOptions(reportsApi.sampleTableReport),
    handler: async (request) => {
      const { locale, filterterm } = request.query;
      const { sample } = request.params;
      return started(
        request,
        'sampletable',
        request.params,
        { locale },
        {
          table: request.body,
          filterterm,
          sampleId: sample === 'all' ? undefined : sample,
        },
      );
    },
  });
  for (const route of [reportsApi.startReport, reportsApi.createReport]) {
    app.route({
      ...routeOptions(route),
      handler: async (request) => {
        if (request.params.kind === 'sampletable')
          throw badRequest('The contact table report is started by POST sampletablereport', 'kind', {
            code: 'not_applicable',
          });
        return started(request, request.params.kind, request.params, request.query);
      },
    });
  }

  /** The caller's own report (or any, for root): 404 for anybody else's, as if it did not exist. */
  const ownReport = async (request: Parameters<typeof surveyForRequest>[1], survey: string, uuid: string) => {
    const context = await surveyForRequest(services, request, survey);
    const report = await findReport(db, context.survey.universeId, context.survey.id, uuid);
    const mayRead = report && (report.userId === context.principal.user.id || context.principal.user.isRoot);
    if (!report || !mayRead) throw notFound(`Report ${uuid} not found`);
    return { ...report, universeId: context.survey.universeId };
  };

  app.route({
    ...routeOptions(reportsApi.status),
    handler: async (request) => (await ownReport(request, request.params.survey, request.params.uuid)).status,
  });

  app.route({
    ...routeOptions(reportsApi.download),
    handler: async (request, reply) => {
      const report = await ownReport(request, request.params.survey, request.params.uuid);
      if (report.status.status !== 'FINISHED')
        throw new HttpError(
          { code: 'not_ready', params: { status: report.status.status.toLowerCase() } },
          `The report is not ready (${report.status.status.toLowerCase()})`,
        );
      if (isExpired(report))
        throw notFound(`Report ${request.params.uuid} has expired`, { code: 'invalid_link' });
      return reply
        .header('content-type', report.mediaType)
        .header('content-disposition', contentDisposition(report.status.fileName))
        .header('cache-control', 'private, no-store')
        .header('content-length', String(report.status.size ?? ''))
        .send(readReportFile(db, report.universeId, report.taskId));
    },
  });

  app.route({
    ...routeOptions(reportsApi.list),
    handler: async (request) => {
      const { survey, principal } = await surveyForRequest(services, request, request.params.survey);
      return { reports: await listReports(db, survey.universeId, survey.id, principal.user.id) };
    },
  });
};

export default reportRoutes;
