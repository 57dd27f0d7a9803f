import { levelName } from '@opinio/domain/level-names';
import { findIndicator } from '#analytics/dashboard.ts';
import { ranking } from '#analytics/ranking.ts';
import { rankingWorkbook } from '#reports/ranking-workbook.ts';
import type { ReportRenderer } from '#reports/report-job.ts';
import { reportTexts } from '#reports/report-texts.ts';
import { ancestors } from '#surveys/survey-model.ts';
import { reportMeta } from './workbook-frame.ts';

/** The rankings screen's rows as a workbook (one row per unit: a small file, built whole). */
export const rankingReport: ReportRenderer = async (job) => {
  const { ctx, options } = job;
  const result = await ranking(job.services.analytics, ctx, options);
  const texts = reportTexts(job.locale);
  const indicator = findIndicator(ctx.survey, result.indicator);
  const { view, node } = ctx.drill;
  const [survey, unit, ...rest] = reportMeta(job);
  // the level by the name the view gives it ("Myymälä"), else by its number
  const name = levelName(view.levelNames, result.level);
  const level =
    name ?? (result.level === result.depth ? `${result.level} (${texts.lowest})` : String(result.level));
  const workbook = rankingWorkbook({
    ranking: result,
    texts,
    unitHeader: name ?? texts.unit,
    meta: [survey, unit, [texts.level, level], ...rest, [texts.minCount, String(result.minCount)]],
    indicatorTitle: indicator.title,
    decimals: indicator.decimals,
    partOf: (row) => {
      const found = view.unitsByExtName.get(row.extName);
      const between = found ? ancestors(found).filter((u) => u.level > node.level && u !== found) : [];
      return between.length > 0 ? between.map((u) => u.title).join(' › ') : null;
    },
    hasPeriod: ctx.filters.period !== null,
    created: job.created,
  });
  job.out.end(Buffer.from(await workbook.xlsx.writeBuffer()));
  await job.progress(1, 1);
};
