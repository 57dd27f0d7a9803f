import PDFDocument from 'pdfkit';
import { registerFonts } from '#lib/pdf-fonts.ts';
import type { PdfFrame } from './pdf-input.ts';
import { PAGE } from './pdf-theme.ts';

export type PdfDoc = PDFKit.PDFDocument;

/** The structure tree of a tagged document: its root, and whether a tagged part is being drawn. */
interface Structure {
  root: PDFKit.PDFStructureElement;
  depth: number;
}
const structures = new WeakMap<PdfDoc, Structure>();

/**
 * An A4 document piped to `out`: tagged (PDF 1.7, its language set, a structure tree that
 * screen readers follow), set in the embedded report font. Pages stay buffered: the page
 * frame needs the page count, known only at the end.
 */
export function createPdfDocument(frame: PdfFrame, title: string, out: NodeJS.WritableStream): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE.margins,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
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
  registerFonts(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  structures.set(doc, { root, depth: 0 });
  doc.pipe(out);
  return doc;
}

/**
 * Draws a part of the page as one element of the structure tree: a heading ('H1', 'H2'), a
 * paragraph ('P'), a table ('Table'), a chart ('Figure', with `alt` saying what it shows).
 * Inside a tagged part, what is drawn belongs to it: nested calls only draw.
 */
export function tagged(
  doc: PdfDoc,
  type: string,
  draw: () => void,
  options: { alt?: string; title?: string } = {},
): void {
  const structure = structures.get(doc);
  if (!structure || structure.depth > 0) {
    draw();
    return;
  }
  const element = doc.struct(type, options);
  structure.root.add(element);
  structure.depth++;
  try {
    element.add(draw);
  } finally {
    structure.depth--;
    element.end();
  }
}

/** Draws what is only decoration or page furniture (headers, footers) outside the structure tree. */
export function artifact(doc: PdfDoc, draw: () => void): void {
  if (!structures.has(doc)) {
    draw();
    return;
  }
  doc.markContent('Artifact', { type: 'Pagination' });
  draw();
  doc.endMarkedContent();
}

/** Ends the document; resolves once `out` has taken every byte. */
function finishPdf(doc: PdfDoc, out: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    out.once('finish', () => resolve());
    out.once('error', reject);
    // a client that hangs up closes the response without finishing it; after a finish this is a no-op
    out.once('close', () => reject(new Error('The output closed before the PDF was written')));
    doc.once('error', reject);
    structures.get(doc)?.root.end();
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
