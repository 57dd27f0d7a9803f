import type { TLocale } from '../schemas/locale.ts';
import { stem } from './stem.ts';
import { type Token, tokenize } from './tokenize.ts';

/**
 * How one word of a keyword matches a word of a comment:
 * - `wait`: the same Snowball stem ("waiting", "waited", "waits");
 * - `jono*`: any word starting with it ("jonottaminen", "jonossa");
 * - `*palvelu`: a compound whose last part is a form of it ("asiakaspalvelussa",
 *   "butikspersonalen" for `*personal`): Finnish and Swedish put a compound's head last and
 *   inflect only the head. The last part starts at least two letters into the word and is
 *   at least as long as the keyword, so that "laadukas" is no compound of `*kassa`;
 * - `*jono*`: any word containing it ("kassajonossa").
 */
type WordPattern =
  | { kind: 'stem'; stem: string }
  | { kind: 'prefix'; text: string }
  | { kind: 'head'; text: string; stem: string }
  | { kind: 'contains'; text: string };

/** A keyword ready to match: one pattern per word, matched against consecutive words. */
export type CompiledKeyword = readonly WordPattern[];

/** A keyword (see `isKeyword`) as the patterns it matches in a language. */
export function compileKeyword(keyword: string, locale: TLocale): CompiledKeyword {
  const patterns: WordPattern[] = [];
  for (const part of keyword.trim().split(/\s+/)) {
    const words = tokenize(part.replaceAll('*', '')).map((token) => token.word);
    for (const [i, word] of words.entries()) {
      const leading = i === 0 && part.startsWith('*');
      const trailing = i === words.length - 1 && part.endsWith('*');
      if (leading && trailing) patterns.push({ kind: 'contains', text: word });
      else if (trailing) patterns.push({ kind: 'prefix', text: word });
      else if (leading) patterns.push({ kind: 'head', text: word, stem: stem(word, locale) });
      else patterns.push({ kind: 'stem', stem: stem(word, locale) });
    }
  }
  return patterns;
}

function matchesWord(pattern: WordPattern, word: string, locale: TLocale): boolean {
  switch (pattern.kind) {
    case 'stem':
      return stem(word, locale) === pattern.stem;
    case 'prefix':
      return word.startsWith(pattern.text);
    case 'contains':
      return word.includes(pattern.text);
    case 'head': {
      if (stem(word, locale) === pattern.stem) return true;
      // Only where the last part could begin: inflection and consonant gradation change a
      // head's end, never its first letter.
      const last = word.length - pattern.text.length;
      for (
        let i = word.indexOf(pattern.text[0], 2);
        i >= 0 && i <= last;
        i = word.indexOf(pattern.text[0], i + 1)
      ) {
        if (stem(word.slice(i), locale) === pattern.stem) return true;
      }
      return false;
    }
  }
}

/** Where a keyword occurs in a run of words (see `phrases`): the spans of each occurrence. */
export function matchKeyword(
  keyword: CompiledKeyword,
  run: readonly Token[],
  locale: TLocale,
): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  if (keyword.length === 0) return spans;
  for (let i = 0; i + keyword.length <= run.length; i++) {
    if (keyword.every((pattern, j) => matchesWord(pattern, run[i + j].word, locale))) {
      spans.push({ start: run[i].start, end: run[i + keyword.length - 1].end });
    }
  }
  return spans;
}
