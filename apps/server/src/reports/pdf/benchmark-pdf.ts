import { drawnBuckets, partialPeriods } from '@opinio/domain/partial-periods';
import { trendChartOption } from './benchmark-charts.ts';
import { drawComments } from './benchmark-comments.ts';
import { drawRanking } from './benchmark-ranking.ts';
import { drawBreakdown, drawComparison } from './benchmark-units.ts';
import { drawChart } from './pdf-chart.ts';
import { type PdfContext, pdfContext } from './pdf-context.ts';
import { coverFacts, drawCover } from './pdf-cover.ts';
import { createPdfDocument, renderPdf } from './pdf-document.ts';
import type { BenchmarkPdfInput } from './pdf-input.ts';
import { drawKpiTiles } from './pdf-kpi-tiles.ts';
import { drawPageFrame } from './pdf-page-frame.ts';
import { emptyNote, flowText, newPage, SMALL, sectionHeading } from './pdf-text-flow.ts';
import { fillText, pdfTexts } from './pdf-texts.ts';
import { CONTENT } from './pdf-theme.ts';

const TREND_HEIGHT = 190;

/**
 * The benchmark report of one drill node as an A4 PDF streamed to `out`: a cover, the key
 * figures, the trend, the comparison with the parent and the organisation, the child units,
 * the ranking and the newest comments. Resolves when `out` has finished. `step` is told
 * as each section is drawn (a slow report's log says which one took the time).
 */
export async function renderBenchmarkPdf(
  input: BenchmarkPdfInput,
  out: NodeJS.WritableStream,
  step: (name: string) => void = () => {},
): Promise<void> {
  const doc = createPdfDocument(input, pdfTexts(input.locale).benchmarkTitle, out);
  const ctx = pdfContext(doc, input);
  const { texts, format } = ctx;
  await renderPdf(doc, out, () => {
    const facts = coverFacts(input, texts, format, [
      { label: texts.interviews, value: format.count(input.nInterviews) },
    ]);
    drawCover(doc, input, ctx.theme, texts.benchmarkTitle, facts);
    step('cover');
    newPage(doc);
    drawKeyFigures(ctx, input);
    step('keyFigures');
    drawTrend(ctx, input);
    step('trend');
    drawComparison(ctx, input);
    step('comparison');
    drawBreakdown(ctx, input);
    step('breakdown');
    drawRanking(ctx, input);
    step('ranking');
    drawComments(ctx, input);
    step('comments');
    drawPageFrame(ctx, input, { headerlessPages: 1, bareCoverPages: 1 });
    step('frame');
  });
}

function drawKeyFigures(ctx: PdfContext, input: BenchmarkPdfInput): void {
  const { doc, texts, format } = ctx;
  const intro = fillText(texts.keyFiguresIntro, {
    node: input.node[input.node.length - 1] ?? '',
    period: format.period(input.period, texts.allTime),
  });
  sectionHeading(doc, ctx.theme, texts.keyFigures, intro, 110);
  if (input.kpis.length === 0) {
    emptyNote(doc, texts.noValue);
    return;
  }
  drawKpiTiles(ctx, input.kpis, input.indicators, input.previousPeriod);
  if (input.indicators.some((i) => i.thresholds !== null)) flowText(doc, texts.colourNote, SMALL);
}

function drawTrend(ctx: PdfContext, input: BenchmarkPdfInput): void {
  const { doc, texts } = ctx;
  const indicator = input.indicators.find((i) => i.extName === input.trend.indicator);
  const intro = fillText(texts.trendIntro, { indicator: indicator?.title ?? input.trend.indicator });
  const points = input.trend.points;
  const empty = points.every((p) => p.value === null);
  sectionHeading(doc, ctx.theme, texts.trend, intro, empty ? 40 : TREND_HEIGHT);
  if (empty) {
    // answers, but too few in every month for a value: say so rather than "no answers"
    const answered = points.some((p) => p.count > 0);
    emptyNote(doc, answered ? fillText(texts.trendTooFew, { n: input.trend.minAnswers }) : texts.noTrend);
    return;
  }
  // the months the dashboard draws: not an edge month of which the period holds a few days
  const { drawn, leftOut } = drawnBuckets(points, input.trend.period, 'month');
  const trend = { ...input.trend, points: drawn };
  const option = trendChartOption(trend, indicator, ctx.theme, ctx.format, texts.answers);
  drawChart(doc, option, { x: CONTENT.left, y: doc.y, width: CONTENT.width, height: TREND_HEIGHT }, intro);
  doc.y += TREND_HEIGHT + 8;
  for (const note of trendNotes(ctx, trend, leftOut)) flowText(doc, note, SMALL);
}

/**
 * The notes under the trend, worded from the domain's partial periods: one per starred month,
 * and one per edge month left out.
 */
function trendNotes(
  ctx: PdfContext,
  trend: BenchmarkPdfInput['trend'],
  leftOut: ReadonlyArray<{ from: string; to: string }>,
): string[] {
  const { texts, format } = ctx;
  const partial = partialPeriods(trend.points, trend.period, 'month').map((p) => {
    const from = format.date(p.from);
    const to = format.date(p.to);
    if (p.kind === 'between') return fillText(texts['partialNote.between'], { from, to });
    return fillText(texts[`partialNote.${p.kind}`], { date: p.kind === 'from' ? from : to });
  });
  const left = leftOut.map(({ from, to }) =>
    fillText(texts.leftOutNote, {
      days: from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`,
    }),
  );
  return [...partial, ...left];
}
