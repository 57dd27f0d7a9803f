import { z } from 'zod';
import { ZRankingQuery } from './analytics.ts';

/** Languages a report's texts come in. */
export const ZReportLocale = z.enum(['en', 'fi', 'sv']);
export type TReportLocale = z.infer<typeof ZReportLocale>;

/** GET /api/vuejs/reports/rankingreport: the ranking's own parameters and the report language. */
export const ZRankingReportQuery = ZRankingQuery.extend({
  locale: ZReportLocale.optional(),
});
