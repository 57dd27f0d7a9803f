/** A word of a comment: lower-case, with its place in the original text for highlighting. */
export interface Token {
  word: string;
  /** Offsets into the original text, in UTF-16 code units: `text.slice(start, end)` is the word as written. */
  start: number;
  end: number;
}

// A word starts with a letter or digit and goes on through letters, digits and combining marks
// (a decomposed "ä" is "a" + U+0308); an apostrophe joins two parts ("don't", "O’Brien").
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;

/** The words of a text in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    tokens.push({ word: normalizeWord(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}

/** A word as it is compared: composed, lower-case, one kind of apostrophe. */
export function normalizeWord(word: string): string {
  return word.normalize('NFC').toLowerCase().replaceAll('’', "'");
}

// Only spaces and hyphens may stand between two words of one phrase: "out-of-stock" is one,
// "checkout, queue" or "slow. Staff" are not.
const PHRASE_GAP = /^[\s\-‐]*$/u;

/**
 * The words of a text in runs that punctuation does not interrupt: multi-word keywords,
 * bigrams and suggested phrases are read within a run, never across a comma or a full stop.
 */
export function phrases(text: string, tokens: readonly Token[] = tokenize(text)): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (const token of tokens) {
    const previous = run.at(-1);
    if (previous && !PHRASE_GAP.test(text.slice(previous.end, token.start))) {
      runs.push(run);
      run = [];
    }
    run.push(token);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
