import { commentPage } from '#analytics/comment-page.ts';
import { breakdown, kpis, trend } from '#analytics/dashboard.ts';
import type { Condition } from '#analytics/query-spec.ts';
import { ranking } from '#analytics/ranking.ts';
import { lastDay } from '#analytics/time-buckets.ts';
import { indicatorsByUnit } from '#analytics/unit-indicators.ts';
import { interviewDetails } from '#interviews/interview-details.ts';
import { loadInterview } from '#interviews/interview-repository.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import { describeFilters } from './filter-description.ts';
import { renderBenchmarkPdf } from './pdf/benchmark-pdf.ts';
import { renderInterviewPdf } from './pdf/interview-pdf.ts';
import type { PdfFrame } from './pdf/pdf-input.ts';
import type { ReportJob, ReportRenderer } from './report-job.ts';

/** Comments the PDF benchmark shows: the newest. */
const PDF_COMMENTS = 12;
const BRAND_COLOR = '#0000c8';
const UNITS = { en: 'Units', fi: 'Yksiköt', sv: 'Enheter' } as const;

function frame(job: ReportJob): PdfFrame {
  const { ctx } = job;
  const period = ctx.filters.period;
  return {
    locale: job.locale,
    company: job.company,
    primaryColor: BRAND_COLOR,
    logoSvg: null,
    surveyTitle: ctx.survey.title,
    node: ctx.drill.chain.map((unit) => unit.title),
    filters: describeFilters(ctx.survey, job.filterToken, period),
    period: period ? { from: period.from, to: lastDay(period.to) } : null,
    created: job.created,
    preparedFor: job.preparedFor,
  };
}

/**
 * The PDF benchmark of the drill node: what the dashboard shows of it (headline
 * indicators, trend, child units, comments) with the ranking of the units below it and
 * the comparison with its parent and the top of the user's scope.
 */
export const pdfBenchmarkReport: ReportRenderer = async (job) => {
  const { ctx, services } = job;
  const { survey, drill, scope } = ctx;
  const analytics = services.analytics;
  await job.progress(0, 5);
  const headline = await kpis(analytics, ctx);
  const monthly = await trend(analytics, ctx, undefined, 'month');
  await job.progress(1, 5);
  const children = await breakdown(analytics, ctx);
  const ranked =
    drill.view === survey.organisation
      ? await ranking(analytics, ctx, {})
      : {
          indicator: survey.indicators[0]?.extName ?? '',
          level: drill.node.level,
          depth: 0,
          minCount: 0,
          rows: [],
        };
  await job.progress(2, 5);
  // The parent unit and the top of the scope, for comparison (the node itself excluded).
  const scopeBase: Condition[] =
    scope.unit && scope.unit.level > 1
      ? [{ kind: 'unit', level: scope.unit.level, unitId: scope.unit.id }]
      : [];
  const top = scope.unit ?? survey.organisation.root;
  const compared = [drill.node.parent, top].filter(
    (unit, i, all): unit is NonNullable<typeof unit> =>
      !!unit &&
      unit !== drill.node &&
      all.indexOf(unit) === i &&
      drill.view === survey.organisation &&
      scope.allows(unit),
  );
  const comparison = [];
  for (const unit of compared) {
    const [row] = await indicatorsByUnit(analytics, ctx, unit.level, [unit], scopeBase);
    comparison.push({
      title: unit.title,
      count: row.count,
      values: Object.fromEntries(Object.entries(row.values).map(([name, v]) => [name, v.value])),
    });
  }
  await job.progress(3, 5);
  const comments = await commentPage(analytics, ctx, { limit: PDF_COMMENTS });
  await job.progress(4, 5);
  // The organisation's levels have no names of their own: the units are named as such.
  const levelTitle = UNITS[job.locale];
  await renderBenchmarkPdf(
    {
      ...frame(job),
      indicators: survey.indicators.map((i) => ({
        extName: i.extName,
        title: i.title,
        decimals: i.decimals,
        thresholds: i.thresholds,
        kind: i.kind,
      })),
      kpis: headline.tiles.map((t) => ({
        indicator: t.indicator,
        value: t.value,
        previousValue: t.previousValue,
        change: t.change,
        count: t.count,
      })),
      nInterviews: headline.nInterviews,
      trend: { indicator: monthly.indicator, points: monthly.points },
      breakdown: children.rows.map((r) => ({ title: r.title, count: r.count, values: r.values })),
      ranking: {
        indicator: ranked.indicator,
        levelTitle,
        minCount: ranked.minCount,
        rows: ranked.rows.map((r) => ({ rank: r.rank, title: r.title, value: r.value, count: r.count })),
      },
      comparison,
      comments: comments.items.map((c) => ({
        date: c.date,
        unitTitle: c.unitTitle,
        score: c.score,
        text: c.text,
      })),
    },
    job.out,
  );
  await job.progress(5, 5);
};

/** One interview as a PDF: the interview screen's content. */
export const interviewPdfReport: ReportRenderer = async (job) => {
  const { ctx, services } = job;
  const id = job.options.interviewId;
  if (id === undefined)
    throw badRequest('The interview report needs interviewId', 'interviewId', { code: 'required' });
  const interview = await loadInterview(services.database.db, ctx.survey, id);
  const unit = interview && ctx.survey.organisation.unitsById.get(interview.unitId);
  if (!interview || !unit || !ctx.scope.allows(unit)) throw notFound(`Interview ${id} not found`);
  await job.progress(0, 1);
  await renderInterviewPdf(
    { ...frame(job), interview: await interviewDetails(services, ctx.survey, interview, unit) },
    job.out,
  );
  await job.progress(1, 1);
};
