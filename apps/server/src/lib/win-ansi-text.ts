/**
 * The reports draw with pdfkit's built-in Helvetica: no font file is shipped, but it only
 * encodes WinAnsi (Latin-1 and a few typographic marks). pdfkit turns any other character
 * into garbage, so every text goes through toWinAnsi before it is measured or drawn.
 */

/** The characters of Windows-1252 above Latin-1's control range that Helvetica draws. */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const SUBSTITUTES: Record<string, string> = {
  // Intl writes negative numbers with U+2212 in Finnish and Swedish
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  // Intl groups digits with a narrow no-break space in some locales: keep the group together
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\t': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
};

/** Characters with no drawable stand-in: emoji, controls, joiners, variation selectors, bare accents. */
const INVISIBLE = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Mn}|\p{Variation_Selector}|\p{Cc}|\p{Cf}/u;

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char);
}

function substitute(char: string): string {
  const named = SUBSTITUTES[char];
  if (named !== undefined) return named;
  // ő, ș, ā...: the letter without its accent reads better than a question mark
  const base = char.normalize('NFKD').replace(/\p{Mn}/gu, '');
  if (base !== '' && [...base].every(drawable)) return base;
  if (INVISIBLE.test(char)) return '';
  return '?';
}

/** The text with every character Helvetica cannot draw replaced by its nearest drawable form. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    out += char === '\n' || drawable(char) ? char : substitute(char);
  }
  return out;
}
