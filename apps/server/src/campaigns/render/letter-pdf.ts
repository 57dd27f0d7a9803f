import PDFDocument from 'pdfkit';
import { toWinAnsi } from '#lib/win-ansi-text.ts';

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
const PAGE = { left: 25 * MM, right: 20 * MM, top: 20 * MM, bottom: 20 * MM, width: 595.28 } as const;
const WINDOW = { x: 25 * MM, returnLineY: 45 * MM, y: 50 * MM, width: 85 * MM } as const;
const HEADING_Y = 100 * MM;
const INK = '#1d2433';
const MUTED = '#5b6475';
const LINK = '#0b5cad';

/**
 * A letter as a PDF: the sender and the date at the top, the recipient in the envelope's
 * window, the heading and the paragraphs, and the survey link printed at the end. Drawn
 * with Helvetica, so every text is narrowed to what it can show (win-ansi-text.ts).
 */
export function letterPdf(letter: LetterContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    lang: letter.locale,
    displayTitle: true,
    info: { Title: letter.heading, Author: letter.sender, Creator: 'Opinio' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE.width - PAGE.left - PAGE.right;

  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK);
  doc.text(toWinAnsi(letter.sender), PAGE.left, PAGE.top, { width: width * 0.65 });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(toWinAnsi(letter.date), PAGE.left, PAGE.top + 2, { width, align: 'right' });

  // the sender's line above the address, small, as the window shows it
  doc.fontSize(7).text(toWinAnsi(letter.sender), WINDOW.x, WINDOW.returnLineY, {
    width: WINDOW.width,
    lineBreak: false,
    ellipsis: true,
  });
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(toWinAnsi(letter.recipient.join('\n')), WINDOW.x, WINDOW.y, { width: WINDOW.width, lineGap: 1 });

  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
  doc.text(toWinAnsi(letter.heading), PAGE.left, Math.max(HEADING_Y, doc.y + 12 * MM), { width });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(11);
  for (const paragraph of letter.paragraphs) {
    doc.text(toWinAnsi(paragraph), PAGE.left, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.7);
  }
  doc.moveDown(0.5);
  doc.text(`${toWinAnsi(letter.linkLabel)}:`, PAGE.left, doc.y, { width });
  doc.font('Helvetica-Bold').fillColor(LINK).text(toWinAnsi(letter.link), PAGE.left, doc.y, { width });
  doc.end();
  return done;
}
