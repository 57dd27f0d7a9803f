import { ZRankingReportQuery } from '../schemas/reports.ts';
import type { ApiRoute } from './api-route.ts';
import { ZDashboardParams } from './path-params.ts';

/** Downloads. */
export const reportsApi = {
  rankingReport: {
    method: 'GET',
    path: '/api/vuejs/reports/rankingreport/:survey/:drillPathFiltered',
    summary: "The ranking's rows as an Excel workbook",
    description:
      'A title block (indicator, survey, unit, level, filters, creation time), then the rows of the ranking in its order, then the units under `minCount` apart. Bad parameters answer 400 as the ranking does.',
    tag: 'reports',
    auth: 'session',
    permission: 'reports.run',
    params: ZDashboardParams,
    querystring: ZRankingReportQuery,
    produces: {
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: 'An .xlsx attachment ranking-{survey}-{unit}-{date}.xlsx',
    },
  },
} as const satisfies Record<string, ApiRoute>;
