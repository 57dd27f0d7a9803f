import { drawLine, lineWidth, wrapText } from '#lib/pdf-lines.ts';
import { type PdfDoc, tagged } from './pdf-document.ts';
import { CONTENT, FONT, INK, type PdfTheme } from './pdf-theme.ts';

export interface TextStyle {
  font: (typeof FONT)[keyof typeof FONT];
  size: number;
  colour: string;
  /** Line height as a multiple of the size. */
  leading?: number;
}

export const SMALL: TextStyle = { font: FONT.regular, size: 8, colour: INK.muted };

export function lineHeight(style: TextStyle): number {
  return style.size * (style.leading ?? 1.35);
}

function applyStyle(doc: PdfDoc, style: TextStyle): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.colour);
}

export function textWidth(doc: PdfDoc, text: string, style: TextStyle): number {
  applyStyle(doc, style);
  return lineWidth(doc, text, style);
}

/**
 * The text broken into lines no wider than `width` (lib/pdf-lines.ts), each run in the font
 * that has its characters. Wrapping ourselves, rather than letting pdfkit flow text, lets
 * every block decide where a page breaks and keeps rows and accents drawn around the text in
 * step with it. A word longer than a line (a URL) is cut, with a hyphen if asked.
 */
export function wrapLines(
  doc: PdfDoc,
  text: string,
  width: number,
  style: TextStyle,
  options: { hyphenate?: boolean } = {},
): string[] {
  applyStyle(doc, style);
  return wrapText(doc, text, width, style, options);
}

/** The lines cut to `max`, the last one ending in an ellipsis when text was left out. */
export function clampLines(doc: PdfDoc, lines: string[], max: number, width: number, style: TextStyle) {
  if (lines.length <= max) return lines;
  applyStyle(doc, style);
  // shortened a character at a time, never inside one (an emoji is two code units)
  const last = [...lines[max - 1]];
  while (last.length > 0 && lineWidth(doc, `${last.join('')}…`, style) > width) last.pop();
  return [...lines.slice(0, max - 1), `${last.join('').trimEnd()}…`];
}

/** Draws lines that are already wrapped; returns the height used. Never breaks the page. */
export function drawLines(
  doc: PdfDoc,
  lines: string[],
  x: number,
  y: number,
  style: TextStyle,
  options: { width?: number; align?: 'left' | 'right' | 'center' } = {},
): number {
  applyStyle(doc, style);
  const step = lineHeight(style);
  // pdfkit moves its cursor to wherever text is drawn; the flow keeps its own
  const cursor = { x: doc.x, y: doc.y };
  lines.forEach((line, i) => {
    drawLine(doc, line, x, y + i * step, style, options);
  });
  doc.x = cursor.x;
  doc.y = cursor.y;
  return lines.length * step;
}

/** Wraps and draws a text in a box of `width`; returns the height used. */
export function drawText(
  doc: PdfDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: 'left' | 'right' | 'center' = 'left',
): number {
  return drawLines(doc, wrapLines(doc, text, width, style), x, y, style, { width, align });
}

export function textHeight(doc: PdfDoc, text: string, width: number, style: TextStyle): number {
  return wrapLines(doc, text, width, style).length * lineHeight(style);
}

/** A new page; a tagged part being drawn (a paragraph, a table) goes on over it. */
export function newPage(doc: PdfDoc): void {
  doc.continueOnNewPage();
  doc.y = CONTENT.top;
}

/** Starts a new page unless `height` still fits below the cursor; true when it did. */
export function ensureSpace(doc: PdfDoc, height: number): boolean {
  if (doc.y + height <= CONTENT.bottom) return false;
  newPage(doc);
  return true;
}

/** Text that may run over pages, a line at a time, from the cursor. */
export function flowText(doc: PdfDoc, text: string, style: TextStyle, x = CONTENT.left): void {
  const step = lineHeight(style);
  tagged(doc, 'P', () => {
    for (const line of wrapLines(doc, text, CONTENT.right - x, style)) {
      ensureSpace(doc, step);
      drawLines(doc, [line], x, doc.y, style);
      doc.y += step;
    }
  });
}

/**
 * Quoted text (a customer's comment, a staff note) indented behind an accent bar, from the
 * cursor. It may run over pages: the bar is drawn on each part, and no part ends a page or
 * starts one as a single line. Keep its first lines with its title with `quoteOpening`.
 */
export function flowQuote(doc: PdfDoc, text: string, style: TextStyle, accent: string, indent = 12): void {
  tagged(doc, 'P', () => drawQuote(doc, text, style, accent, indent));
}

function drawQuote(doc: PdfDoc, text: string, style: TextStyle, accent: string, indent: number): void {
  const lines = wrapLines(doc, text, CONTENT.width - indent, style);
  const step = lineHeight(style);
  let y = doc.y;
  for (let i = 0; i < lines.length; ) {
    const remaining = lines.length - i;
    let capacity = Math.floor((CONTENT.bottom - y) / step);
    if (capacity < remaining && remaining - capacity < 2) capacity = remaining - 2;
    if (capacity > 0) {
      const part = lines.slice(i, i + capacity);
      drawLines(doc, part, CONTENT.left + indent, y, style);
      doc.rect(CONTENT.left, y, 2, part.length * step - 3).fill(accent);
      y += part.length * step;
      i += part.length;
    }
    if (i < lines.length) {
      newPage(doc);
      y = doc.y;
    }
  }
  doc.y = y;
}

/** The height of the first lines of a quote that must stay with its heading line. */
/** The height of a whole quote (`flowQuote`) that fits on a page. */
export function quoteHeight(doc: PdfDoc, text: string, style: TextStyle, indent = 12): number {
  return wrapLines(doc, text, CONTENT.width - indent, style).length * lineHeight(style);
}

export function quoteOpening(doc: PdfDoc, text: string, style: TextStyle, indent = 12, lines = 3): number {
  return Math.min(wrapLines(doc, text, CONTENT.width - indent, style).length, lines) * lineHeight(style);
}

const HEADING: TextStyle = { font: FONT.bold, size: 15, colour: INK.text, leading: 1.2 };
const INTRO: TextStyle = { font: FONT.regular, size: 9.5, colour: INK.muted };

/** The height of a section's heading (`sectionHeading`), without the gap above it. */
export function sectionHeadingHeight(doc: PdfDoc, intro: string | null): number {
  const introHeight = intro ? textHeight(doc, intro, CONTENT.width, INTRO) + 2 : 0;
  return 8 + lineHeight(HEADING) + introHeight + 12;
}

/**
 * A section's title with an accent rule and an optional line of context. `keepWith` is the
 * height of what must follow on the same page, so a heading never ends a page alone.
 */
export function sectionHeading(
  doc: PdfDoc,
  theme: PdfTheme,
  title: string,
  intro: string | null,
  keepWith: number,
): void {
  const height = sectionHeadingHeight(doc, intro);
  if (doc.y > CONTENT.top) doc.y += 10;
  ensureSpace(doc, height + keepWith);
  const top = doc.y;
  doc.rect(CONTENT.left, top, 28, 3).fill(theme.primary);
  doc.y = top + 8;
  tagged(doc, 'H2', () => {
    doc.y += drawText(doc, title, CONTENT.left, doc.y, CONTENT.width, {
      ...HEADING,
      colour: theme.primaryInk,
    });
  });
  if (intro)
    tagged(doc, 'P', () => {
      doc.y += drawText(doc, intro, CONTENT.left, doc.y + 2, CONTENT.width, INTRO) + 2;
    });
  doc.y += 12;
}

/** What an empty section says instead of drawing an empty chart or table. */
const EMPTY_NOTE: TextStyle = { font: FONT.italic, size: 9.5, colour: INK.muted };

/** The height `emptyNote` takes, with its gap below. */
export function emptyNoteHeight(doc: PdfDoc, text: string): number {
  return textHeight(doc, text, CONTENT.width - 24, EMPTY_NOTE) + 26;
}

export function emptyNote(doc: PdfDoc, text: string): void {
  const style = EMPTY_NOTE;
  const height = textHeight(doc, text, CONTENT.width - 24, style) + 20;
  ensureSpace(doc, height);
  doc.roundedRect(CONTENT.left, doc.y, CONTENT.width, height, 4).fill(INK.zebra);
  tagged(doc, 'P', () => drawText(doc, text, CONTENT.left + 12, doc.y + 10, CONTENT.width - 24, style));
  doc.y += height + 6;
}
