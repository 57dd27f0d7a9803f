import { reportsApi } from '@opinio/domain/api/reports';
import type { TReportKind } from '@opinio/domain/schemas/reports';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { ownReports, reportDownload, reportStatus } from '#reports/report-downloads.ts';
import { startNamedReport, startReport } from '#reports/start-report.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Reports as queued tasks: starting each kind, its status, its file (docs/product.md#reports-and-downloads). */
const reportRoutes: RoutePlugin<'analytics' | 'catalog' | 'config' | 'database' | 'today'> = async (
  app,
  { services },
) => {
  const started = async (
    request: Parameters<typeof startReport>[1],
    kind: TReportKind,
    params: { survey: string; drillPathFiltered: string },
    query: { locale?: 'en' | 'fi' | 'sv' | undefined; level?: number; interviewId?: number },
    extra: Parameters<typeof startReport>[2]['options'] = {},
    start: typeof startReport = startReport,
  ) => {
    const { taskId: _, ...answer } = await start(services, request, {
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
      handler: async (request) =>
        started(request, request.params.kind, request.params, request.query, {}, startNamedReport),
    });
  }

  app.route({
    ...routeOptions(reportsApi.status),
    handler: async (request) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      return reportStatus(services, caller, request.params.uuid);
    },
  });

  app.route({
    ...routeOptions(reportsApi.download),
    handler: async (request, reply) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      const file = await reportDownload(services, caller, request.params.uuid);
      return reply
        .header('content-type', file.mediaType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('content-length', String(file.size ?? ''))
        .send(file.content);
    },
  });

  app.route({
    ...routeOptions(reportsApi.list),
    handler: async (request) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      return { reports: await ownReports(services, caller) };
    },
  });
};

export default reportRoutes;
