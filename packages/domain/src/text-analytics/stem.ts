import { newStemmer } from 'snowball-stemmers';
import type { TLocale } from '../schemas/locale.ts';

const ALGORITHMS: Record<TLocale, string> = { en: 'english', fi: 'finnish', sv: 'swedish' };

// Made on first use: the package holds every Snowball language, and building a stemmer is not free.
const stemmers = new Map<TLocale, ReturnType<typeof newStemmer>>();

// Comments repeat the same words, so stems are remembered; the memory is bounded by
// forgetting everything when a language's table is full.
const MEMO_LIMIT = 50_000;
const memos = new Map<TLocale, Map<string, string>>();

/**
 * The Snowball stem of a lower-case word (`normalizeWord`) in a language: "waiting" and
 * "waited" are "wait", "kassalle" is "kas" like "kassa". A word of no known language
 * (`locale` null) is its own stem.
 */
export function stem(word: string, locale: TLocale | null): string {
  if (locale === null) return word;
  let memo = memos.get(locale);
  if (!memo) {
    memo = new Map();
    memos.set(locale, memo);
  }
  const known = memo.get(word);
  if (known !== undefined) return known;
  let stemmer = stemmers.get(locale);
  if (!stemmer) {
    stemmer = newStemmer(ALGORITHMS[locale]);
    stemmers.set(locale, stemmer);
  }
  const result = stemmer.stem(word);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, result);
  return result;
}
