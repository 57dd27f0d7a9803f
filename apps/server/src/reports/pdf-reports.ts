import { indicatorAxisRange, indicatorScale } from '@opinio/domain/chart-axis';
import { levelName } from '@opinio/domain/level-names';
import { anonymisePeers } from '#access/peers.ts';
import { commentPage } from '#analytics/comment-page.ts';
import { breakdown, type DashboardContext, kpis, trend } from '#analytics/dashboard.ts';
import { ranking } from '#analytics/ranking.ts';
import { lastDay } from '#analytics/time-buckets.ts';
import { indicatorsByUnit } from '#analytics/unit-indicators.ts';
import { interviewDetails } from '#interviews/interview-details.ts';
import { loadInterview } from '#interviews/interview-repository.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { describeFilters } from './filter-description.ts';
import { renderBenchmarkPdf } from './pdf/benchmark-pdf.ts';
import { renderInterviewPdf } from './pdf/interview-pdf.ts';
import type { InterviewPdfInput, PdfFrame } from './pdf/pdf-input.ts';
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
    filters: describeFilters(ctx.survey, job.filterToken, period, job.locale),
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
  const organisation = drill.view === survey.organisation;
  await job.progress(0, 5);
  const headline = await kpis(analytics, ctx);
  const monthly = await trend(analytics, ctx, undefined, 'month');
  await job.progress(1, 5);
  // A unit without units under it (a store) is shown among its peers, the units under its
  // parent, ranked the same way; as on the ranking screen, a peer outside the user's scope
  // (a store manager's neighbour) is numbered, not named, so that the report shows where the
  // store stands among the others it ranks it with.
  const parent = drill.node.parent;
  const peerCtx: DashboardContext | null =
    organisation && drill.node.children.length === 0 && parent
      ? { ...ctx, drill: { ...drill, node: parent } }
      : null;
  const units = await breakdown(analytics, peerCtx ?? ctx);
  const unitsByExtName = new Map(
    (peerCtx ? (parent?.children ?? []) : drill.node.children).map((u) => [u.extName, u]),
  );
  const emptyRanking = {
    indicator: survey.indicators[0]?.extName ?? '',
    minCount: 0,
    rows: [] as Awaited<ReturnType<typeof ranking>>['rows'],
  };
  const ranked = !organisation
    ? emptyRanking
    : peerCtx
      ? await ranking(analytics, peerCtx, { level: drill.node.level })
      : await ranking(analytics, ctx, {});
  // a peer's number is its place in the ranking's rows (anonymisePeers), the same in both tables
  const numbered = new Map(
    anonymisePeers(ranked.rows, scope, (row) => unitsByExtName.get(row.extName)).map((row, i) => [
      ranked.rows[i].extName,
      peerCtx ? row.peer : null,
    ]),
  );
  const peerOf = (extName: string) =>
    numbered.get(extName) ??
    (peerCtx && !scope.allows(unitsByExtName.get(extName)) ? numbered.size + 1 : null);
  const named = (extName: string, title: string) => (peerOf(extName) === null ? title : '');
  await job.progress(2, 5);
  // Below the root: the parent unit and the whole organisation, for comparison, as far as the
  // user's scope reaches (a store manager is not told about their district): else the top of
  // their scope.
  const root = survey.organisation.root;
  const top = scope.unit ?? root;
  const compared =
    organisation && parent
      ? [...new Set([parent, root, top])].filter((u) => u !== drill.node && scope.allows(u))
      : [];
  const comparison = [];
  for (const unit of compared) {
    const [row] = await indicatorsByUnit(analytics, ctx, unit.level, [unit], []);
    comparison.push({
      title: unit.title,
      count: row.count,
      values: Object.fromEntries(Object.entries(row.values).map(([name, v]) => [name, v.value])),
    });
  }
  await job.progress(3, 5);
  const comments = await commentPage(analytics, ctx, { limit: PDF_COMMENTS });
  await job.progress(4, 5);
  // The ranked level by the name the view gives it ("Store"); unnamed, the units are named as such.
  const levelTitle = UNITS[job.locale];
  const rankedLevelName =
    'level' in ranked && typeof ranked.level === 'number'
      ? levelName(drill.view.levelNames, ranked.level)
      : null;
  const trendIndicator = survey.indicators.find((i) => i.extName === monthly.indicator);
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
        ciLow: t.ciLow,
        ciHigh: t.ciHigh,
        previousValue: t.previousValue,
        change: t.change,
        changeSignificant: t.changeSignificant,
        count: t.count,
      })),
      previousPeriod: headline.previousPeriod,
      nInterviews: headline.nInterviews,
      trend: {
        indicator: monthly.indicator,
        period: monthly.period,
        minAnswers: monthly.minAnswers,
        // the dashboard's axis for the same values (an NPS spans at least 40 points)
        axis: indicatorAxisRange(
          trendIndicator?.kind ?? 'mean',
          monthly.points.map((p) => p.value),
          trendIndicator
            ? indicatorScale({ questionExtName: trendIndicator.question.extName }, survey.questions)
            : null,
        ),
        points: monthly.points.map((p) => ({
          bucket: p.bucket,
          value: p.value,
          count: p.count,
          partial: p.partial,
        })),
      },
      breakdown: {
        kind: peerCtx ? 'peers' : 'children',
        parent: peerCtx ? (parent?.title ?? null) : null,
        rows: units.rows.map((r) => ({
          title: named(r.extName, r.title),
          count: r.count,
          values: r.values,
          self: peerCtx !== null && r.extName === drill.node.extName,
          peer: peerOf(r.extName),
        })),
      },
      ranking: {
        indicator: ranked.indicator,
        levelTitle,
        levelName: rankedLevelName,
        minCount: ranked.minCount,
        rows: ranked.rows.map((r) => ({
          rank: r.rank,
          title: named(r.extName, r.title),
          value: r.value,
          count: r.count,
          self: peerCtx !== null && r.extName === drill.node.extName,
          peer: peerOf(r.extName),
        })),
      },
      comparison,
      comparisonLimit: drill.node === root ? 'organisation' : 'scope',
      comments: comments.items.map((c) => ({
        date: c.date,
        unitTitle: c.unitTitle,
        score: c.score,
        text: c.text,
      })),
    },
    job.out,
    job.step,
  );
  await job.progress(5, 5);
};

/** The numeric questions' scales, as the interview screen shows scores; NPS questions by their indicator. */
function questionScales(survey: SurveyModel): InterviewPdfInput['scales'] {
  const nps = new Set(survey.indicators.filter((i) => i.kind === 'nps').map((i) => i.question.extName));
  const scales: InterviewPdfInput['scales'] = {};
  for (const question of survey.questions) {
    if (nps.has(question.extName)) scales[question.extName] = { min: 0, max: 10, nps: true };
    else if (question.min !== null && question.max !== null && question.max > question.min)
      scales[question.extName] = { min: question.min, max: question.max, nps: false };
  }
  return scales;
}

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
    {
      ...frame(job),
      interview: await interviewDetails(services, ctx.survey, interview, unit),
      scales: questionScales(ctx.survey),
    },
    job.out,
  );
  await job.progress(1, 1);
};
