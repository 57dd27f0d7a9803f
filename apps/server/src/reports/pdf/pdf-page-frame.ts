import type { PdfContext } from './pdf-context.ts';
import { artifact, type PdfDoc } from './pdf-document.ts';
import type { PdfFrame } from './pdf-input.ts';
import { clampLines, drawLines, type TextStyle, textWidth, wrapLines } from './pdf-text-flow.ts';
import { fillText } from './pdf-texts.ts';
import { CONTENT, FONT, INK, PAGE } from './pdf-theme.ts';

const FRAME_TEXT: TextStyle = { font: FONT.regular, size: 7.5, colour: INK.muted };
const FRAME_STRONG: TextStyle = { ...FRAME_TEXT, font: FONT.bold, colour: INK.text };

function oneLine(doc: PdfDoc, text: string, width: number, style: TextStyle): string[] {
  return clampLines(doc, wrapLines(doc, text, width, style), 1, width, style);
}

interface PageFrameOptions {
  /** Pages (from 0) without a header: the cover, or a first page that has its own title block. */
  headerlessPages: number;
  /** Pages without a footer either: the cover. */
  bareCoverPages: number;
}

/**
 * Writes the header (survey, node) and footer (company, date, page N of M) on every
 * buffered page. Runs last because "of M" is only known once every page exists.
 */
export function drawPageFrame(ctx: PdfContext, frame: PdfFrame, options: PageFrameOptions): void {
  const { doc } = ctx;
  const range = doc.bufferedPageRange();
  const pages = range.count;
  for (let index = range.start; index < range.start + pages; index++) {
    if (index < options.bareCoverPages) continue;
    doc.switchToPage(index);
    // text below the bottom margin would make pdfkit start a new page: lift the margin while drawing
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    artifact(doc, () => drawFrame(ctx, frame, index, pages, index >= options.headerlessPages));
    doc.page.margins.bottom = bottom;
  }
}

function drawFrame(ctx: PdfContext, frame: PdfFrame, index: number, pages: number, header: boolean): void {
  const { doc, theme, texts, format } = ctx;
  const headerY = 34;
  const footerY = PAGE.height - 46;
  if (header) {
    const survey = oneLine(doc, frame.surveyTitle, CONTENT.width * 0.45, FRAME_STRONG);
    drawLines(doc, survey, CONTENT.left, headerY, FRAME_STRONG);
    const nodeWidth = CONTENT.width - textWidth(doc, survey[0], FRAME_STRONG) - 24;
    const node = oneLine(doc, frame.node.join(' › '), nodeWidth, FRAME_TEXT);
    drawLines(doc, node, CONTENT.left, headerY, FRAME_TEXT, { width: CONTENT.width, align: 'right' });
    doc
      .moveTo(CONTENT.left, headerY + 15)
      .lineTo(CONTENT.right, headerY + 15)
      .lineWidth(0.5)
      .stroke(INK.rule);
  }

  doc.rect(CONTENT.left, footerY - 8, 18, 2).fill(theme.primary);
  const stamp = `${frame.company}  ·  ${texts.created} ${format.day(frame.created.toISOString())}`;
  drawLines(doc, oneLine(doc, stamp, CONTENT.width * 0.7, FRAME_TEXT), CONTENT.left, footerY, FRAME_TEXT);
  const page = fillText(texts.pageOf, { page: index + 1, pages });
  drawLines(doc, [page], CONTENT.left, footerY, FRAME_STRONG, { width: CONTENT.width, align: 'right' });
}
