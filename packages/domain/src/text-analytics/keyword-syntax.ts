import { tokenize } from './tokenize.ts';

/**
 * Words of letters or digits (with hyphens or apostrophes inside), `*` only at a word's ends.
 * Kept apart from the matcher so that validating a taxonomy needs no stemmer.
 */
export function isKeyword(keyword: string): boolean {
  const parts = keyword.trim().split(/\s+/);
  return parts.every((part) => /^\*?[^*]+\*?$/.test(part) && tokenize(part.replaceAll('*', '')).length > 0);
}
