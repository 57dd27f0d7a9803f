import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The fonts of every PDF the product makes, reports and campaign letters (decision 041), all
 * embedded: Noto Sans for Latin, Cyrillic and Greek, and for what it lacks, Noto Sans SC
 * (Chinese, and Japanese kana), Noto Sans KR (Korean) and Noto Emoji (emoji, in one colour).
 * pdfkit draws a run of text in one font, so a text is split into runs by the font that has
 * each character (`fontRuns`), and measured and drawn run by run (pdf-lines.ts). The files
 * come from npm packages: nothing is fetched at run time.
 */
export const PDF_FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold', italic: 'NotoSans-Italic' } as const;
export type PdfFont = (typeof PDF_FONT)[keyof typeof PDF_FONT];

/** Which font draws a character: the main one, or a fallback for what it lacks. */
type Family = 'main' | 'chinese' | 'korean' | 'emoji';

const require = createRequire(import.meta.url);

/** The fallbacks by name: read by pdfkit from their file only when a document draws with them. */
const FALLBACK_FILES = {
  'NotoSansSC-Regular': () =>
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  'NotoSansSC-Bold': () => require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  'NotoSansKR-Regular': () =>
    require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  'NotoSansKR-Bold': () => require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  NotoEmoji: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
} as const;
type FallbackFont = keyof typeof FALLBACK_FILES;

/** The font of each family in each style (the fallbacks have no italic: upright there). */
const STYLE_FONTS: Record<PdfFont, Record<Family, PdfFont | FallbackFont>> = {
  [PDF_FONT.regular]: {
    main: PDF_FONT.regular,
    chinese: 'NotoSansSC-Regular',
    korean: 'NotoSansKR-Regular',
    emoji: 'NotoEmoji',
  },
  [PDF_FONT.bold]: {
    main: PDF_FONT.bold,
    chinese: 'NotoSansSC-Bold',
    korean: 'NotoSansKR-Bold',
    emoji: 'NotoEmoji',
  },
  [PDF_FONT.italic]: {
    main: PDF_FONT.italic,
    chinese: 'NotoSansSC-Regular',
    korean: 'NotoSansKR-Regular',
    emoji: 'NotoEmoji',
  },
};

let mainBuffers: Array<[PdfFont, Buffer]> | null = null;

/** Noto Sans' three styles, read once per process (they are drawn in every document). */
function mainFonts(): Array<[PdfFont, Buffer]> {
  mainBuffers ??= (
    [
      [PDF_FONT.regular, require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')],
      [PDF_FONT.bold, require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')],
      [
        PDF_FONT.italic,
        require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
      ],
    ] as const
  ).map(([name, path]): [PdfFont, Buffer] => [name, readFileSync(path)]);
  return mainBuffers;
}

type PdfDoc = PDFKit.PDFDocument;

/** Makes the fonts known to a document by their names, Noto Sans regular current. */
export function registerFonts(doc: PdfDoc): PdfDoc {
  for (const [name, buffer] of mainFonts()) doc.registerFont(name, buffer);
  for (const [name, path] of Object.entries(FALLBACK_FILES)) doc.registerFont(name, path());
  doc.font(PDF_FONT.regular);
  return doc;
}

/** A document that only measures text (never written anywhere). */
export function measuringDocument(): PdfDoc {
  return registerFonts(new PDFDocument({ autoFirstPage: false }));
}

interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
  ascent: number;
  unitsPerEm: number;
}

let coverageDoc: PdfDoc | null = null;
const coverage = new Map<string, GlyphSource>();

/**
 * A font's character coverage, parsed once per process (a fallback only once a character
 * needs it). The styles of a family cover the same characters.
 */
function glyphs(name: PdfFont | FallbackFont): GlyphSource {
  let source = coverage.get(name);
  if (!source) {
    coverageDoc ??= measuringDocument();
    coverageDoc.font(name);
    // pdfkit keeps the parsed font (fontkit) on the current font: its coverage is what we need
    source = (coverageDoc as unknown as { _font: { font: GlyphSource } })._font.font;
    coverage.set(name, source);
  }
  return source;
}

/**
 * How far below the top of a line a font's baseline is, in thousandths of its size: where
 * pdfkit puts it when it draws text at a line's top.
 */
export function ascender(font: PdfFont): number {
  const source = glyphs(font);
  return (source.ascent * 1000) / source.unitsPerEm;
}

/** The families to try for a character the main font lacks, an emoji's font first for an emoji. */
const FALLBACKS: readonly Family[] = ['chinese', 'korean', 'emoji'];
const PICTOGRAPHIC_FALLBACKS: readonly Family[] = ['emoji', 'chinese', 'korean'];
const families = new Map<number, Family | null>();

/** The family that draws a character, or null when none does. */
function familyOf(char: string): Family | null {
  const code = char.codePointAt(0) ?? 0;
  let family = families.get(code);
  if (family === undefined) {
    const order = /\p{Extended_Pictographic}/u.test(char) ? PICTOGRAPHIC_FALLBACKS : FALLBACKS;
    family = glyphs(PDF_FONT.regular).hasGlyphForCodePoint(code)
      ? 'main'
      : (order.find((f) => glyphs(STYLE_FONTS[PDF_FONT.regular][f]).hasGlyphForCodePoint(code)) ?? null);
    families.set(code, family);
  }
  return family;
}

/** Characters that never draw: controls, joiners, variation selectors, emoji modifiers. */
const INVISIBLE = /\p{Cc}|\p{Cf}|\p{Variation_Selector}|\p{Emoji_Modifier}/u;

const SUBSTITUTES: Record<string, string> = { '\t': ' ' };

function drawableText(text: string): string {
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
    const family = familyOf(char);
    if (family === 'main') out += char;
    else if (INVISIBLE.test(char)) out += '';
    else if (family !== null) out += char;
    // an emoji no font has is left out; any other character is marked
    else out += /\p{Extended_Pictographic}/u.test(char) ? '' : '?';
  }
  return out;
}

/**
 * The text as the fonts can draw it: line breaks normalised, invisible characters dropped
 * (an emoji's skin tone or joiner: the emoji is drawn plain), and a character no font has as
 * "?" (an emoji: left out), never as an empty box.
 */
export const pdfText = (text: string): string => drawableText(text);

export interface FontRun {
  text: string;
  font: string;
}

/**
 * A text (as `pdfText` answers it) in runs of one font each, for `font`'s style: the main
 * font wherever it has the character, a fallback where it does not.
 */
export function fontRuns(text: string, font: PdfFont): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const runFont = STYLE_FONTS[font][familyOf(char) ?? 'main'];
    const last = runs.at(-1);
    if (last && last.font === runFont) last.text += char;
    else runs.push({ text: char, font: runFont });
  }
  return runs;
}

/**
 * The registered font an SVG's `font-family` stands for (a chart's label, split into runs by
 * `fontRuns`): a fallback by its name, any other family Noto Sans; its bold where asked.
 */
export function svgFont(family: string, bold: boolean): string {
  const style = bold ? PDF_FONT.bold : PDF_FONT.regular;
  const fallback = (Object.keys(STYLE_FONTS[PDF_FONT.regular]) as Family[]).find(
    (f) => f !== 'main' && STYLE_FONTS[PDF_FONT.regular][f] === family,
  );
  return STYLE_FONTS[style][fallback ?? 'main'];
}
