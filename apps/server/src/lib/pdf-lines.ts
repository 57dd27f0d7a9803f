import { ascender, fontRuns, type PdfFont, pdfText } from './pdf-fonts.ts';

/**
 * Text measured, wrapped and drawn a line at a time in the PDF fonts (pdf-fonts.ts), each
 * run of a line in the font that has its characters, on one baseline. Wrapping here rather
 * than letting pdfkit flow text lets a report decide where a page breaks and keeps a line's
 * runs together: pdfkit wraps one font at a time.
 */

type PdfDoc = PDFKit.PDFDocument;

export interface PdfTextStyle {
  font: PdfFont;
  size: number;
}

/** A text's width (as `pdfText` answers it) in `style`; leaves `style` the document's font. */
export function lineWidth(doc: PdfDoc, text: string, style: PdfTextStyle): number {
  doc.fontSize(style.size);
  const runs = fontRuns(text, style.font);
  let width = 0;
  for (const run of runs) width += doc.font(run.font).widthOfString(run.text);
  doc.font(style.font);
  return width;
}

/**
 * The longest prefix length of `text` in 1..length-1 that `fits` (1 when none does): doubling
 * up from a short prefix, then halving between the last that fits and the first that does not,
 * so that a word of thousands of letters without a space (a pasted link, a key held down) is
 * cut in a few measurements per line, not one per letter.
 */
function longestFitting(length: number, fits: (length: number) => boolean): number {
  let low = 1;
  let high = Math.min(16, length - 1);
  while (high < length - 1 && fits(high)) {
    low = high;
    high = Math.min(high * 2, length - 1);
  }
  if (fits(high)) return high;
  // fits(low) holds, or low is 1; fits(high) does not
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** Scripts written without spaces between words: a line breaks between any two characters, with no hyphen. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The text broken into lines (as `pdfText` answers them) no wider than `width`. A word longer
 * than a line (a URL, a sentence of Chinese) is cut between characters, never inside one,
 * with a hyphen if asked (not next to Chinese or Japanese).
 */
export function wrapText(
  doc: PdfDoc,
  text: string,
  width: number,
  style: PdfTextStyle,
  options: { hyphenate?: boolean } = {},
): string[] {
  const fits = (s: string) => lineWidth(doc, s, style) <= width;
  const lines: string[] = [];
  for (const paragraph of pdfText(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = [...word];
      const piece = (n: number) => {
        const hyphen =
          options.hyphenate && !UNSPACED.test(rest[n - 1]) && !UNSPACED.test(rest[n] ?? '') ? '-' : '';
        return `${rest.slice(0, n).join('')}${hyphen}`;
      };
      while (rest.length > 1) {
        const cut = longestFitting(rest.length, (n) => fits(piece(n)));
        // the rest whole, when it fits (measured only when it is not much longer than a line)
        if (rest.length <= 2 * cut + 2 && fits(rest.join(''))) break;
        lines.push(piece(cut));
        rest = rest.slice(cut);
      }
      line = rest.join('');
    }
    lines.push(line);
  }
  return lines;
}

/** The line shortened to `width` with an ellipsis at its end, when it is wider. */
export function fitLine(doc: PdfDoc, line: string, width: number, style: PdfTextStyle): string {
  if (lineWidth(doc, line, style) <= width) return line;
  const chars = [...line];
  while (chars.length > 0 && lineWidth(doc, `${chars.join('')}…`, style) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Draws one line (never wrapped) with its top at `y`: each run in its font, on the main
 * font's baseline, so that Chinese or an emoji sits on the line as the Latin around it.
 * `width` and `align` place it in a box. Leaves `style` the document's font.
 */
export function drawLine(
  doc: PdfDoc,
  line: string,
  x: number,
  y: number,
  style: PdfTextStyle,
  options: { width?: number; align?: 'left' | 'right' | 'center' } = {},
): void {
  const text = pdfText(line);
  doc.font(style.font).fontSize(style.size);
  const free = options.width === undefined ? 0 : options.width - lineWidth(doc, text, style);
  let at = x + (options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0);
  const runs = fontRuns(text, style.font);
  if (runs.length === 1 && runs[0].font === style.font) {
    doc.text(text, at, y, { lineBreak: false });
    return;
  }
  const baseline = y + (ascender(style.font) / 1000) * style.size;
  for (const run of runs) {
    doc.font(run.font).text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(run.text);
  }
  doc.font(style.font);
}
