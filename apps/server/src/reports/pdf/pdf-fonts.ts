import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { FONT } from './pdf-theme.ts';

/**
 * The reports are set in Noto Sans (decision 041), embedded as TrueType: it draws Latin,
 * Cyrillic and Greek text as written, where pdfkit's built-in Helvetica knew only WinAnsi.
 * The files come from an npm package, read once per process.
 */
const require = createRequire(import.meta.url);
let buffers: Array<[string, Buffer]> | null = null;

function fontBuffers(): Array<[string, Buffer]> {
  buffers ??= [
    [FONT.regular, require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')],
    [FONT.bold, require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')],
    [
      FONT.italic,
      require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
    ],
  ].map(([name, file]): [string, Buffer] => [name, readFileSync(file)]);
  return buffers;
}

type PdfDoc = PDFKit.PDFDocument;

/** Makes the report fonts known to a document by the names in FONT. */
export function registerFonts(doc: PdfDoc): PdfDoc {
  for (const [name, buffer] of fontBuffers()) doc.registerFont(name, buffer);
  doc.font(FONT.regular);
  return doc;
}

/** A document that only measures text (never written anywhere). */
export function measuringDocument(): PdfDoc {
  return registerFonts(new PDFDocument({ autoFirstPage: false }));
}

interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

let glyphs: GlyphSource | null = null;

/** Whether the report font has a glyph for a character (the three styles cover the same). */
function drawable(codePoint: number): boolean {
  if (!glyphs) {
    const doc = measuringDocument();
    // pdfkit keeps the parsed font (fontkit) on the current font; its coverage is what we need
    const current = (doc as unknown as { _font: { font: GlyphSource } })._font;
    glyphs = current.font;
  }
  return glyphs.hasGlyphForCodePoint(codePoint);
}

/** Characters that never draw: controls, joiners, variation selectors, emoji modifiers. */
const INVISIBLE = /\p{Cc}|\p{Cf}|\p{Variation_Selector}|\p{Emoji_Modifier}/u;

const SUBSTITUTES: Record<string, string> = { '\t': ' ' };

/**
 * The text as the report font can draw it: line breaks normalised, invisible characters
 * dropped, an emoji dropped, and any other character the font lacks (Chinese, Japanese,
 * Korean...) as "?", never as an empty box.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (char === '\n') {
      out += char;
      continue;
    }
    const named = SUBSTITUTES[char];
    if (named !== undefined) {
      out += named;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    if (drawable(code)) out += char;
    else if (INVISIBLE.test(char) || /\p{Extended_Pictographic}/u.test(char)) out += '';
    else out += '?';
  }
  return out;
}
