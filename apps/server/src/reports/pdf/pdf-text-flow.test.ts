import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerFonts } from '#lib/pdf-fonts.ts';
import { type TextStyle, wrapLines } from './pdf-text-flow.ts';
import { FONT } from './pdf-theme.ts';

const STYLE: TextStyle = { font: FONT.regular, size: 9.5, colour: '#000000', leading: 1.4 };
const WIDTH = 200;

describe('wrapLines', () => {
  it('cuts a word of thousands of letters into the longest pieces that fit, losing none', () => {
    const doc = registerFonts(new PDFDocument());
    // narrow and wide letters, so that a piece's length is not a multiple of anything
    const word = `${'iljabcdWMx'.repeat(1500)}${'W'.repeat(300)}`;
    for (const hyphen of ['', '-']) {
      const lines = wrapLines(doc, word, WIDTH, STYLE, { hyphenate: hyphen !== '' });
      doc.font(STYLE.font).fontSize(STYLE.size);
      const width = (s: string) => doc.widthOfString(s);
      expect(lines.length).toBeGreaterThan(100);
      for (const line of lines) expect(width(line)).toBeLessThanOrEqual(WIDTH);
      const pieces = lines.map((line, i) =>
        i < lines.length - 1 ? line.slice(0, line.length - hyphen.length) : line,
      );
      expect(pieces.join('')).toBe(word);
      // each piece but the last is the longest that fits: one letter more would not
      for (const [i, piece] of pieces.slice(0, -1).entries())
        expect(width(`${piece}${pieces[i + 1][0]}${hyphen}`), `piece ${i}`).toBeGreaterThan(WIDTH);
    }
  });

  it('keeps words whole where they fit, one line per paragraph at least', () => {
    const doc = registerFonts(new PDFDocument());
    expect(wrapLines(doc, 'Slow checkout\n\nrude staff', WIDTH, STYLE)).toEqual([
      'Slow checkout',
      '',
      'rude staff',
    ]);
  });
});
