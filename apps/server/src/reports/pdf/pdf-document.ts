import PDFDocument from 'pdfkit';
import type { PdfFrame } from './pdf-input.ts';
import { PAGE } from './pdf-theme.ts';

export type PdfDoc = PDFKit.PDFDocument;

/**
 * An A4 document piped to `out`. Pages stay buffered: the page frame needs the page count,
 * known only at the end.
 */
export function createPdfDocument(frame: PdfFrame, title: string, out: NodeJS.WritableStream): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE.margins,
    bufferPages: true,
    lang: frame.locale,
    displayTitle: true,
    info: {
      // the document's properties are UTF-16 strings: no need to narrow them to WinAnsi
      Title: `${title}: ${frame.surveyTitle}`,
      Author: frame.company,
      Subject: frame.node.join(' › '),
      Creator: 'Opinio',
      CreationDate: frame.created,
    },
  });
  doc.pipe(out);
  return doc;
}

/** Ends the document; resolves once `out` has taken every byte. */
function finishPdf(doc: PdfDoc, out: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    out.once('finish', () => resolve());
    out.once('error', reject);
    // a client that hangs up closes the response without finishing it; after a finish this is a no-op
    out.once('close', () => reject(new Error('The output closed before the PDF was written')));
    doc.once('error', reject);
    doc.end();
  });
}

/**
 * Renders with `draw`, then ends the document. A failure part way unpipes the half-written
 * document so the caller can answer with an error instead of a truncated file.
 */
export async function renderPdf(doc: PdfDoc, out: NodeJS.WritableStream, draw: () => void): Promise<void> {
  try {
    draw();
  } catch (error) {
    doc.unpipe(out);
    throw error;
  }
  await finishPdf(doc, out);
}
