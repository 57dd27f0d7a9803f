import PDFDocument from 'pdfkit';
import { PDF_FONT, registerFonts } from '#lib/pdf-fonts.ts';
import { drawLine, fitLine, type PdfTextStyle, wrapText } from '#lib/pdf-lines.ts';

/** What a letter says, placeholders filled. */
export interface LetterContent {
  locale: string;
  sender: string;
  /** The contact's name and address, a line each. */
  recipient: string[];
  date: string;
  heading: string;
  paragraphs: string[];
  linkLabel: string;
  link: string;
}

const MM = 72 / 25.4;
/** A4 with the address where a C5/DL window envelope shows it (DIN 5008 form B, SFS 2487). */
const PAGE = {
  left: 25 * MM,
  right: 20 * MM,
  top: 20 * MM,
  bottom: 20 * MM,
  width: 595.28,
  height: 841.89,
} as const;
const WINDOW = { x: 25 * MM, returnLineY: 45 * MM, y: 50 * MM, width: 85 * MM } as const;
const HEADING_Y = 100 * MM;
const INK = '#1d2433';
const MUTED = '#5b6475';
const LINK = '#0b5cad';
/** Noto Sans' line height as a multiple of the size (its ascender and descender), as pdfkit sets lines. */
const LEADING = 1.362;

interface LetterStyle extends PdfTextStyle {
  colour: string;
  /** Space added between lines, in points. */
  gap?: number;
}

const step = (style: LetterStyle) => style.size * LEADING + (style.gap ?? 0);

/**
 * A letter as a PDF: the sender and the date at the top, the recipient in the envelope's
 * window, the heading and the paragraphs, and the survey link printed at the end. Set in
 * the embedded fonts of the reports (lib/pdf-fonts.ts, decision 041): a name or a text in
 * Chinese, Korean or with an emoji prints as written.
 */
export function letterPdf(letter: LetterContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    lang: letter.locale,
    displayTitle: true,
    info: { Title: letter.heading, Author: letter.sender, Creator: 'Opinio' },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE.width - PAGE.left - PAGE.right;

  /** Wraps and draws `text` from `y` in a box of `boxWidth`, on a new page where it runs over; answers the y below it. */
  const block = (
    text: string,
    x: number,
    y: number,
    boxWidth: number,
    style: LetterStyle,
    align: 'left' | 'right' = 'left',
  ) => {
    doc.fillColor(style.colour);
    let at = y;
    for (const line of wrapText(doc, text, boxWidth, style)) {
      if (at + step(style) > PAGE.height - PAGE.bottom) {
        doc.addPage();
        at = PAGE.top;
      }
      drawLine(doc, line, x, at, style, { width: boxWidth, align });
      at += step(style);
    }
    return at;
  };

  const senderStyle: LetterStyle = { font: PDF_FONT.bold, size: 13, colour: INK };
  const below = block(letter.sender, PAGE.left, PAGE.top, width * 0.65, senderStyle);
  block(
    letter.date,
    PAGE.left,
    PAGE.top + 2,
    width,
    { font: PDF_FONT.regular, size: 10, colour: MUTED },
    'right',
  );

  // the sender's line above the address, small, as the window shows it
  const returnLine: LetterStyle = { font: PDF_FONT.regular, size: 7, colour: MUTED };
  doc.fillColor(returnLine.colour);
  drawLine(
    doc,
    fitLine(doc, letter.sender.replace(/\s*\n\s*/g, ' '), WINDOW.width, returnLine),
    WINDOW.x,
    WINDOW.returnLineY,
    returnLine,
  );
  const address: LetterStyle = { font: PDF_FONT.regular, size: 11, colour: INK, gap: 1 };
  const addressEnd = block(letter.recipient.join('\n'), WINDOW.x, WINDOW.y, WINDOW.width, address);

  const heading: LetterStyle = { font: PDF_FONT.bold, size: 14, colour: INK };
  let y = block(letter.heading, PAGE.left, Math.max(HEADING_Y, below, addressEnd + 12 * MM), width, heading);
  y += 0.8 * step(heading);
  const body: LetterStyle = { font: PDF_FONT.regular, size: 11, colour: INK, gap: 2 };
  for (const paragraph of letter.paragraphs) {
    y = block(paragraph, PAGE.left, y, width, body);
    y += 0.7 * step(body);
  }
  y += 0.5 * step(body);
  y = block(`${letter.linkLabel}:`, PAGE.left, y, width, body);
  block(letter.link, PAGE.left, y, width, { ...body, font: PDF_FONT.bold, colour: LINK });
  doc.end();
  return done;
}
