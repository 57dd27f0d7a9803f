import { drawSvg, svgDraws } from './pdf-chart.ts';
import { type PdfDoc, tagged } from './pdf-document.ts';
import type { PdfFormat } from './pdf-format.ts';
import type { PdfFrame } from './pdf-input.ts';
import { drawText, ensureSpace, lineHeight, type TextStyle, textHeight, textWidth } from './pdf-text-flow.ts';
import type { PdfTexts } from './pdf-texts.ts';
import { CONTENT, FONT, INK, PAGE, type PdfTheme } from './pdf-theme.ts';

const BRAND: TextStyle = { font: FONT.bold, size: 15, colour: INK.text, leading: 1.2 };

/**
 * The company's logo, or its name in type when there is no logo or the logo cannot be
 * drawn (a broken upload must not cost the customer the report). Returns the height used.
 */
export function drawBrand(
  doc: PdfDoc,
  frame: PdfFrame,
  x: number,
  y: number,
  box: { width: number; height: number },
): number {
  if (frame.logoSvg && svgDraws(frame.logoSvg)) {
    drawSvg(doc, frame.logoSvg, x, y, { ...box, preserveAspectRatio: 'xMinYMid meet' });
    return box.height;
  }
  return drawText(doc, frame.company, x, y, box.width * 1.5, BRAND);
}

interface CoverFact {
  label: string;
  value: string;
}

const TITLE: TextStyle = { font: FONT.bold, size: 32, colour: INK.text, leading: 1.15 };
const SURVEY: TextStyle = { font: FONT.regular, size: 16, colour: INK.text, leading: 1.3 };
const NODE: TextStyle = { font: FONT.regular, size: 12, colour: INK.muted, leading: 1.4 };
const NODE_LAST: TextStyle = { ...NODE, font: FONT.bold, colour: INK.text };
const LABEL: TextStyle = { font: FONT.bold, size: 7.5, colour: INK.muted };
const VALUE: TextStyle = { font: FONT.regular, size: 10.5, colour: INK.text, leading: 1.4 };

/**
 * The report's cover: brand, title, survey and node, then the facts that frame every number
 * inside (period, filters, date, recipient) set low on the page, as a title page reads.
 */
export function drawCover(
  doc: PdfDoc,
  frame: PdfFrame,
  theme: PdfTheme,
  title: string,
  facts: CoverFact[],
): void {
  doc.rect(0, 0, PAGE.width, 8).fill(theme.primary);
  tagged(
    doc,
    frame.logoSvg ? 'Figure' : 'P',
    () => drawBrand(doc, frame, CONTENT.left, 60, { width: 190, height: 52 }),
    {
      alt: frame.company,
    },
  );

  let y = 236;
  doc.rect(CONTENT.left, y, 44, 4).fill(theme.primary);
  y += 20;
  tagged(doc, 'H1', () => {
    y += drawText(doc, title, CONTENT.left, y, CONTENT.width, { ...TITLE, colour: theme.primaryInk });
  });
  tagged(doc, 'P', () => {
    y += 8 + drawText(doc, frame.surveyTitle, CONTENT.left, y + 8, CONTENT.width, SURVEY);
  });
  tagged(doc, 'P', () => {
    y += 10 + drawNodePath(doc, frame.node, CONTENT.left, y + 10, CONTENT.width);
  });

  const labelWidth = 120;
  const valueWidth = CONTENT.width - labelWidth;
  const rowHeights = facts.map(
    (f) => Math.max(textHeight(doc, f.value, valueWidth, VALUE), lineHeight(VALUE)) + 14,
  );
  const blockHeight = rowHeights.reduce((a, b) => a + b, 0);
  doc.y = Math.max(y + 56, CONTENT.bottom - 20 - blockHeight);
  facts.forEach((fact, i) => {
    ensureSpace(doc, rowHeights[i]);
    const top = doc.y;
    doc.moveTo(CONTENT.left, top).lineTo(CONTENT.right, top).lineWidth(0.5).stroke(INK.rule);
    tagged(doc, 'P', () => {
      drawText(doc, fact.label.toUpperCase(), CONTENT.left, top + 9, labelWidth - 12, LABEL);
      drawText(doc, fact.value, CONTENT.left + labelWidth, top + 7, valueWidth, VALUE);
    });
    doc.y = top + rowHeights[i];
  });
  doc.moveTo(CONTENT.left, doc.y).lineTo(CONTENT.right, doc.y).lineWidth(0.5).stroke(INK.rule);
}

/** "Root › … › Node" with the node itself in bold, wrapping between segments. */
export function drawNodePath(doc: PdfDoc, node: string[], x: number, y: number, width: number): number {
  if (node.length === 0) return 0;
  const parents = node
    .slice(0, -1)
    .map((s) => `${s} › `)
    .join('');
  const last = node[node.length - 1];
  const height = textHeight(doc, `${parents}${last}`, width, NODE);
  // short paths read as one line with the node in bold; long ones wrap as plain text, node on its own line
  if (height <= lineHeight(NODE)) {
    const parentWidth = textWidth(doc, parents, NODE);
    drawText(doc, parents, x, y, width, NODE);
    drawText(doc, last, x + parentWidth, y, width - parentWidth, NODE_LAST);
    return lineHeight(NODE);
  }
  const used = parents ? drawText(doc, parents.trimEnd(), x, y, width, NODE) : 0;
  return used + drawText(doc, last, x, y + used, width, NODE_LAST);
}

/** The facts of a cover from the frame, in the order a reader checks them. */
export function coverFacts(
  frame: PdfFrame,
  texts: PdfTexts,
  format: PdfFormat,
  extra: CoverFact[],
): CoverFact[] {
  const facts: CoverFact[] = [
    { label: texts.period, value: format.period(frame.period, texts.allTime) },
    { label: texts.filters, value: frame.filters.length > 0 ? frame.filters.join('\n') : texts.noFilters },
    ...extra,
    { label: texts.created, value: format.dateTime(frame.created.toISOString()) },
  ];
  if (frame.preparedFor) facts.push({ label: texts.preparedFor, value: frame.preparedFor });
  return facts;
}
