import type { PdfDoc } from './pdf-document.ts';
import { type PdfFormat, pdfFormat } from './pdf-format.ts';
import type { PdfFrame } from './pdf-input.ts';
import { type PdfTexts, pdfTexts } from './pdf-texts.ts';
import { type PdfTheme, pdfTheme } from './pdf-theme.ts';

/** What every section of a report draws with: the document, the company's colours, the language. */
export interface PdfContext {
  doc: PdfDoc;
  theme: PdfTheme;
  texts: PdfTexts;
  format: PdfFormat;
}

export function pdfContext(doc: PdfDoc, frame: PdfFrame): PdfContext {
  const texts = pdfTexts(frame.locale);
  return {
    doc,
    theme: pdfTheme(frame.primaryColor),
    texts,
    format: pdfFormat(frame.locale, texts.percentPoints),
  };
}
