import type { PdfDoc } from './pdf-document.ts';
import { drawText, ensureSpace, lineHeight, type TextStyle, textHeight } from './pdf-text-flow.ts';
import { CONTENT, FONT, INK } from './pdf-theme.ts';

interface Fact {
  label: string;
  value: string;
}

const LABEL: TextStyle = { font: FONT.bold, size: 7, colour: INK.muted };
const VALUE: TextStyle = { font: FONT.regular, size: 10, colour: INK.text, leading: 1.3 };
const GUTTER = 16;

/** Labelled facts in columns, each label small above its value, rows as tall as their longest value. */
export function drawFactGrid(doc: PdfDoc, facts: Fact[], columns = 3): void {
  const width = (CONTENT.width - GUTTER * (columns - 1)) / columns;
  for (let start = 0; start < facts.length; start += columns) {
    const row = facts.slice(start, start + columns);
    const valueHeight = Math.max(
      ...row.map((f) => textHeight(doc, f.value, width, VALUE)),
      lineHeight(VALUE),
    );
    const height = lineHeight(LABEL) + 3 + valueHeight + 12;
    ensureSpace(doc, height);
    const top = doc.y;
    row.forEach((fact, i) => {
      const x = CONTENT.left + i * (width + GUTTER);
      drawText(doc, fact.label.toUpperCase(), x, top, width, LABEL);
      drawText(doc, fact.value, x, top + lineHeight(LABEL) + 3, width, VALUE);
    });
    doc.y = top + height;
  }
}
