import { reportsApi } from '@opinio/domain/api/reports';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findIndicator } from '../../analytics/dashboard.ts';
import { ranking } from '../../analytics/ranking.ts';
import { requestLocale } from '../../auth/request-locale.ts';
import { contentDisposition } from '../../reports/content-disposition.ts';
import { describeFilters } from '../../reports/filter-description.ts';
import { rankingWorkbook } from '../../reports/ranking-workbook.ts';
import { reportTexts } from '../../reports/report-texts.ts';
import type { Services } from '../../services.ts';
import { requestContext } from '../dashboard-context.ts';
import { routeOptions } from '../route-options.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The ranking screen's rows as an Excel download (docs/product.md#reports-and-downloads). */
export const rankingReportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(reportsApi.rankingReport),
    handler: async (request, reply) => {
      const { locale: asked, ...options } = request.query;
      // The workbook's own texts and the survey's in one language: the call's, else the request's.
      const locale = asked ?? requestLocale(request);
      const ctx = await requestContext(services, request, locale);
      const result = await ranking(services.analytics, ctx, options);
      const texts = reportTexts(locale ?? undefined);
      const indicator = findIndicator(ctx.survey, result.indicator);
      const created = services.today();
      const workbook = rankingWorkbook({
        ranking: result,
        texts,
        surveyTitle: ctx.survey.title,
        nodeTitle: ctx.drill.chain.map((unit) => unit.title).join(' › '),
        indicatorTitle: indicator.title,
        decimals: indicator.decimals,
        levelTitle:
          result.level === result.depth ? `${result.level} (${texts.lowest})` : String(result.level),
        filters: describeFilters(
          ctx.survey,
          splitFilteredDrillPath(request.params.drillPathFiltered).filterToken,
          ctx.filters.period,
        ),
        hasPeriod: ctx.filters.period !== null,
        created,
      });
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const fileName = `ranking-${ctx.survey.extName}-${ctx.drill.node.extName}-${created.toISOString().slice(0, 10)}.xlsx`;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  });
};
