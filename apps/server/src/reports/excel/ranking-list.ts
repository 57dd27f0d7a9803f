import { findIndicator } from '#analytics/dashboard.ts';
import { ranking } from '#analytics/ranking.ts';
import { describeFilters } from '#reports/filter-description.ts';
import { rankingWorkbook } from '#reports/ranking-workbook.ts';
import type { ReportRenderer } from '#reports/report-job.ts';
import { reportTexts } from '#reports/report-texts.ts';

/** The rankings screen's rows as a workbook (one row per unit: a small file, built whole). */
export const rankingReport: ReportRenderer = async (job) => {
  const { ctx, options } = job;
  const result = await ranking(job.services.analytics, ctx, options);
  const texts = reportTexts(job.locale);
  const indicator = findIndicator(ctx.survey, result.indicator);
  const workbook = rankingWorkbook({
    ranking: result,
    texts,
    surveyTitle: ctx.survey.title,
    nodeTitle: ctx.drill.chain.map((unit) => unit.title).join(' › '),
    indicatorTitle: indicator.title,
    decimals: indicator.decimals,
    levelTitle: result.level === result.depth ? `${result.level} (${texts.lowest})` : String(result.level),
    filters: describeFilters(ctx.survey, job.filterToken, ctx.filters.period, job.locale),
    hasPeriod: ctx.filters.period !== null,
    created: job.created,
  });
  job.out.end(Buffer.from(await workbook.xlsx.writeBuffer()));
  await job.progress(1, 1);
};
