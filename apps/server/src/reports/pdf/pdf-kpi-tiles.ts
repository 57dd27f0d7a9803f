import { changeBasis } from '@opinio/domain/comparison-basis';
import type { PdfContext } from './pdf-context.ts';
import { type PdfDoc, tagged } from './pdf-document.ts';
import type { BenchmarkPdfInput, PdfIndicator } from './pdf-input.ts';
import { clampLines, drawLines, ensureSpace, type TextStyle, textWidth, wrapLines } from './pdf-text-flow.ts';
import { fillText } from './pdf-texts.ts';
import { CONTENT, changeColour, FONT, INK, statusMark, statusText } from './pdf-theme.ts';

type Kpi = BenchmarkPdfInput['kpis'][number];

const GAP = 12;
const PAD = 12;
const TILE_HEIGHT = 124;
const TITLE: TextStyle = { font: FONT.bold, size: 8.5, colour: INK.muted, leading: 1.25 };
const VALUE: TextStyle = { font: FONT.bold, size: 26, colour: INK.text, leading: 1.1 };
const CHANGE: TextStyle = { font: FONT.bold, size: 10, colour: INK.text };
const NOTE: TextStyle = { font: FONT.regular, size: 7.5, colour: INK.muted };

/** Four tiles read best as two by two; otherwise up to three a row. */
function columnsFor(count: number): number {
  return count === 4 ? 2 : Math.min(3, Math.max(1, count));
}

/**
 * The headline numbers as tiles, as the dashboard shows them: value in its status colour with
 * its 95% interval, n, and the change against the days before the period, which it names
 * ("vs the 91 days before"), with an arrow only when the dashboard's significance test finds
 * it significant; otherwise "within the margin of error". Without a change, why.
 */
export function drawKpiTiles(
  ctx: PdfContext,
  kpis: Kpi[],
  indicators: PdfIndicator[],
  previousPeriod: BenchmarkPdfInput['previousPeriod'],
): void {
  const { doc } = ctx;
  const columns = columnsFor(kpis.length);
  const width = (CONTENT.width - GAP * (columns - 1)) / columns;
  kpis.forEach((kpi, i) => {
    const column = i % columns;
    if (column === 0) {
      if (i > 0) doc.y += TILE_HEIGHT + GAP;
      ensureSpace(doc, TILE_HEIGHT);
    }
    const indicator = indicators.find((ind) => ind.extName === kpi.indicator);
    const x = CONTENT.left + column * (width + GAP);
    tagged(doc, 'P', () => drawTile(ctx, kpi, indicator, previousPeriod, x, doc.y, width));
  });
  if (kpis.length > 0) doc.y += TILE_HEIGHT + GAP;
}

function drawTile(
  { doc, theme, texts, format }: PdfContext,
  kpi: Kpi,
  indicator: PdfIndicator | undefined,
  previousPeriod: BenchmarkPdfInput['previousPeriod'],
  x: number,
  y: number,
  width: number,
): void {
  const inner = width - 2 * PAD;
  doc.roundedRect(x, y, width, TILE_HEIGHT, 4).fill(theme.primaryTint);
  const accent =
    kpi.value !== null && indicator?.thresholds ? statusMark(kpi.value, indicator) : theme.primary;
  doc.rect(x, y, 3, TILE_HEIGHT).fill(accent);

  const title = clampLines(
    doc,
    wrapLines(doc, indicator?.title ?? kpi.indicator, inner, TITLE),
    2,
    inner,
    TITLE,
  );
  drawLines(doc, title, x + PAD, y + PAD, TITLE);
  drawLines(doc, [format.value(kpi.value, indicator)], x + PAD, y + 36, {
    ...VALUE,
    colour: statusText(kpi.value, indicator),
  });

  const n = `n = ${format.count(kpi.count)}`;
  const nWidth = textWidth(doc, n, NOTE);
  drawLines(doc, [n], x + width - PAD - nWidth, y + 68, NOTE);
  // an interval's bounds unsigned, as the dashboard writes them ("38–46", not "+38–+46")
  const bound = (v: number) =>
    format.value(v, indicator?.kind === 'nps' ? { ...indicator, kind: 'mean' } : indicator);
  if (kpi.ciLow !== null && kpi.ciHigh !== null) {
    const interval = fillText(texts.interval, {
      low: bound(kpi.ciLow),
      high: bound(kpi.ciHigh),
    });
    const room = inner - nWidth - 6;
    drawLines(
      doc,
      clampLines(doc, wrapLines(doc, interval, room, NOTE), 1, room, NOTE),
      x + PAD,
      y + 68,
      NOTE,
    );
  }

  const changeY = y + 84;
  const basis = changeBasis(kpi, previousPeriod);
  if (basis.kind !== 'change' || kpi.change === null) {
    const note =
      basis.kind === 'noValue'
        ? texts.noValue
        : basis.kind === 'tooFewBefore'
          ? fillText(texts.tooFewBefore, { days: format.count(basis.days) })
          : texts.noPrevious;
    drawLines(doc, ['–'], x + PAD, changeY, { ...CHANGE, colour: INK.muted });
    drawLines(
      doc,
      clampLines(doc, wrapLines(doc, note, inner, NOTE), 2, inner, NOTE),
      x + PAD,
      changeY + 14,
      NOTE,
    );
    return;
  }
  const against =
    basis.days === 1 ? texts.changeOneDay : fillText(texts.change, { days: format.count(basis.days) });
  const previous =
    kpi.previousValue === null ? against : `${against} (${format.value(kpi.previousValue, indicator)})`;
  if (kpi.changeSignificant === true) {
    const colour = changeColour(kpi.change);
    drawArrow(doc, x + PAD, changeY + 2, kpi.change, colour);
    drawLines(doc, [format.change(kpi.change, indicator)], x + PAD + 12, changeY, { ...CHANGE, colour });
    drawLines(
      doc,
      clampLines(doc, wrapLines(doc, previous, inner, NOTE), 2, inner, NOTE),
      x + PAD,
      changeY + 14,
      NOTE,
    );
    return;
  }
  // not significant: no arrow and no colour, as on the dashboard's tile
  drawLines(doc, [format.change(kpi.change, indicator)], x + PAD, changeY, { ...CHANGE, colour: INK.muted });
  const note = `${previous}, ${texts.withinMargin}`;
  drawLines(
    doc,
    clampLines(doc, wrapLines(doc, note, inner, NOTE), 2, inner, NOTE),
    x + PAD,
    changeY + 14,
    NOTE,
  );
}

/** A filled triangle, not a glyph: it looks the same whatever the font. */
function drawArrow(doc: PdfDoc, x: number, y: number, change: number, colour: string): void {
  const size = 8;
  if (change > 0) doc.polygon([x, y + size], [x + size / 2, y + 1], [x + size, y + size]);
  else if (change < 0) doc.polygon([x, y + 1], [x + size, y + 1], [x + size / 2, y + size]);
  else doc.rect(x, y + size / 2 - 1, size, 2);
  doc.fill(colour);
}
