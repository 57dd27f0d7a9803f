import { UNIT_BAR_ROW, unitBarChartHeight, unitBarChartOption } from './benchmark-charts.ts';
import { drawChart } from './pdf-chart.ts';
import type { PdfContext } from './pdf-context.ts';
import type { BenchmarkPdfInput, PdfIndicator } from './pdf-input.ts';
import { drawTable, type TableColumn, tableHeight } from './pdf-table.ts';
import {
  drawText,
  emptyNote,
  flowText,
  newPage,
  SMALL,
  sectionHeading,
  type TextStyle,
} from './pdf-text-flow.ts';
import { fillText, unitTitle } from './pdf-texts.ts';
import { CONTENT, FONT, INK, statusText } from './pdf-theme.ts';

interface UnitRow {
  title: string;
  count: number;
  values: Record<string, number | null>;
  /** The report's own node, among the units it is compared with. */
  self?: boolean;
  /** A peer outside the reader's scope, by its number (its title is empty). */
  peer?: number | null;
}

const CHART_TITLE: TextStyle = { font: FONT.bold, size: 9, colour: INK.text };
/** Fewer bars than this at the foot of a page would look stranded: they start the next page. */
const MIN_BARS = 8;
const MAX_BARS = 40;

/** Best first; units without a value last, in their order. */
function byValue(rows: UnitRow[], indicator: string): UnitRow[] {
  return [...rows].sort((a, b) => (b.values[indicator] ?? -Infinity) - (a.values[indicator] ?? -Infinity));
}

/** One axis for every part of a chart split over pages, so bars compare across the split. */
function axisRange(values: number[], indicator: PdfIndicator | undefined) {
  if (indicator?.kind === 'topbox') return { min: 0, max: 100, interval: 20 };
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  // NPS in steps of 20; a mean in whole points unless its scale is wide
  const step =
    indicator?.kind === 'nps' ? 20 : high - low > 12 ? 10 ** Math.floor(Math.log10(high - low)) : 1;
  return {
    min: Math.floor(low / step) * step,
    max: Math.max(step, Math.ceil(high / step) * step),
    interval: step,
  };
}

/** Unit, n, then a column per indicator, values in their status colour. */
function unitColumns(ctx: PdfContext, indicators: PdfIndicator[]): TableColumn<UnitRow>[] {
  const countWidth = 52;
  const valueWidth = Math.min(74, (CONTENT.width - 170 - countWidth) / Math.max(1, indicators.length));
  return [
    { header: ctx.texts.unit, width: 'fill', text: (r) => unitTitle(ctx.texts, r), maxLines: 4 },
    { header: 'n', width: countWidth, align: 'right', text: (r) => ctx.format.count(r.count) },
    ...indicators.map(
      (ind): TableColumn<UnitRow> => ({
        header: ind.title,
        width: valueWidth,
        align: 'right',
        text: (r) => ctx.format.value(r.values[ind.extName] ?? null, ind),
        colour: (r) => statusText(r.values[ind.extName] ?? null, ind),
        bold: (r) => ind.thresholds !== null && r.values[ind.extName] !== null,
      }),
    ),
  ];
}

/**
 * The child units (at a store: its peers, the store among them in bold, those outside the
 * reader's scope numbered, and a line that says so): a bar chart of the first indicator over
 * as many pages as it needs, then every indicator as a table.
 */
export function drawBreakdown(ctx: PdfContext, input: BenchmarkPdfInput): void {
  const { doc, texts } = ctx;
  const node = input.node[input.node.length - 1] ?? '';
  const first = input.indicators[0];
  const { kind, parent } = input.breakdown;
  const all: UnitRow[] = input.breakdown.rows;
  const rows = first ? byValue(all, first.extName) : all;
  const peers = kind === 'peers';
  const intro = peers
    ? fillText(texts.peersIntro, { node, parent: parent ?? '' })
    : fillText(texts.breakdownIntro, { node });
  sectionHeading(doc, ctx.theme, peers ? texts.peers : texts.breakdown, intro, 160);
  if (rows.length === 0 || (peers && rows.every((r) => r.self))) {
    emptyNote(doc, peers ? fillText(texts.noPeers, { parent: parent ?? '' }) : texts.noBreakdown);
    return;
  }
  if (rows.some((r) => r.peer !== null && r.peer !== undefined)) {
    flowText(doc, fillText(texts.peersAnonymous, { node }), SMALL);
    doc.y += 6;
  }

  if (first) {
    const values = rows
      .map((r) => r.values[first.extName])
      .filter((v): v is number => v !== null && v !== undefined);
    const range = axisRange(values, first);
    const chartTitle = fillText(texts.breakdownChart, { indicator: first.title });
    drawText(doc, chartTitle, CONTENT.left, doc.y, CONTENT.width, CHART_TITLE);
    doc.y += 18;
    for (let start = 0; start < rows.length; ) {
      const fit = Math.floor((CONTENT.bottom - doc.y - unitBarChartHeight(0)) / UNIT_BAR_ROW);
      const left = rows.length - start;
      if (fit < Math.min(MIN_BARS, left)) {
        newPage(doc);
        continue;
      }
      const part = rows.slice(start, start + Math.min(fit, MAX_BARS));
      const height = unitBarChartHeight(part.length);
      const units = part.map((r) => ({ title: unitTitle(texts, r), value: r.values[first.extName] ?? null }));
      drawChart(
        doc,
        unitBarChartOption(units, first, ctx.theme, ctx.format, range),
        { x: CONTENT.left, y: doc.y, width: CONTENT.width, height },
        chartTitle,
      );
      doc.y += height + 10;
      start += part.length;
    }
  }
  doc.y += 6;
  drawTable(doc, ctx.theme, unitColumns(ctx, input.indicators), rows, {
    emphasise: (r: UnitRow) => r.self === true,
  });
}

/** The node beside its parent unit and the whole organisation. */
export function drawComparison(ctx: PdfContext, input: BenchmarkPdfInput): void {
  const { doc, texts } = ctx;
  const node = input.node[input.node.length - 1] ?? '';
  const self: UnitRow = {
    title: node,
    count: input.nInterviews,
    values: Object.fromEntries(input.kpis.map((k) => [k.indicator, k.value])),
    self: true,
  };
  const rows = [self, ...input.comparison];
  const columns = unitColumns(ctx, input.indicators);
  const options = { emphasise: (r: UnitRow) => r.self === true, keepTogether: true };
  const keepWith = input.comparison.length === 0 ? 40 : tableHeight(doc, columns, rows, options);
  sectionHeading(doc, ctx.theme, texts.comparison, fillText(texts.comparisonIntro, { node }), keepWith);
  if (input.comparison.length === 0) {
    emptyNote(doc, input.comparisonLimit === 'organisation' ? texts.noComparison : texts.noComparisonScope);
    return;
  }
  drawTable(doc, ctx.theme, columns, rows, options);
}
