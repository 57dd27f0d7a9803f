import { campaignsApi } from '@opinio/domain/api/campaigns';
import { requestContext } from '#auth/dashboard-context.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { campaignWorkbook } from '#campaigns/archive/campaign-workbook.ts';
import { letterPdf, lettersArchive } from '#campaigns/archive/letters-archive.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** A campaign's messages as a workbook, the letters archive and one letter. */
const campaignDownloadRoutes: RoutePlugin<'catalog' | 'database' | 'today'> = async (app, { services }) => {
  app.route({
    ...routeOptions(campaignsApi.download),
    handler: async (request, reply) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      const { fileName, stream } = await campaignWorkbook(
        services,
        survey,
        scope,
        request.params.campaignId,
        requestLocale(request) ?? survey.defaultLocale,
      );
      return reply
        .header('content-type', campaignsApi.download.produces.mediaType)
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });

  // POST, or the GET form the product's API contract names (deprecated; CSRF header needed).
  for (const route of [campaignsApi.archiveLetters, campaignsApi.lettersArchive]) {
    app.route({
      ...routeOptions(route),
      handler: async (request, reply) => {
        const ctx = await requestContext(services, request);
        const { fileName, stream } = await lettersArchive(
          services,
          ctx,
          request.query.all === 'true',
          new Date(),
        );
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition(fileName))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    });
  }

  app.route({
    ...routeOptions(campaignsApi.letterRender),
    handler: async (request, reply) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      const { fileName, content } = await letterPdf(services, survey, scope, request.params.messageId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  });
};

export default campaignDownloadRoutes;
