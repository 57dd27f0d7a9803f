import type { TLocale } from '../schemas/locale.ts';
import { stem } from './stem.ts';
import { isStopWord } from './stop-words.ts';
import { tokenize } from './tokenize.ts';

/** A comment chosen to show what a theme's comments say. */
export interface RepresentativeComment {
  id: string;
  text: string;
  /** Cosine similarity of the comment to the theme's centroid, 0..1: how typical it is. */
  similarity: number;
}

/** Comments with fewer words are only chosen when there are not enough longer ones. */
const MIN_WORDS = 4;

/** Comments this similar to one already chosen say the same thing again and are never chosen. */
const NEAR_DUPLICATE = 0.9;

/** Scores closer than this are equal, so that round-off does not decide between two comments. */
const TIE = 1e-12;

type Vector = Map<string, number>;

/**
 * A few comments that show what a theme's comments typically say, chosen from the
 * comments themselves (extractive): typical, yet not the same thing twice.
 *
 * Each comment becomes a TF-IDF vector of its word stems (stop words and bare numbers left
 * out, see tokenize, stem and isStopWord), weight (1 + ln tf)·(ln((1 + N)/(1 + df)) + 1),
 * scaled to length 1. A stem used in most of the theme's comments weighs less than a rare
 * one, but still counts: it is what the theme is about. The centroid is the mean of all
 * the vectors, and a comment's typicality its cosine similarity to it.
 *
 * The k comments are picked one by one by maximal marginal relevance (Carbonell &
 * Goldstein 1998): the next is the one with the highest λ·similarity to the centroid −
 * (1 − λ)·(highest similarity to a comment already chosen), λ = 0.7 by default, so that a
 * second comment saying the same as the first loses to a slightly less typical one. A
 * comment nearly identical to one chosen (cosine ≥ 0.9) is never chosen, even if fewer
 * than k are returned. Comments of fewer than 4 words ("Queue!") are chosen only when the
 * longer ones run out; comments without any word of content never.
 *
 * Deterministic: the same comments in any order give the same choice, ties going to the
 * smaller id. Throws a RangeError for a k that is not a whole number ≥ 0, a λ outside
 * [0, 1] or two comments with the same id.
 */
export function representativeComments(
  comments: ReadonlyArray<{ id: string; text: string }>,
  locale: TLocale | null,
  options: { k?: number; lambda?: number } = {},
): RepresentativeComment[] {
  const { k = 3, lambda = 0.7 } = options;
  if (!(Number.isInteger(k) && k >= 0)) throw new RangeError(`${k} is not a number of comments`);
  if (!(lambda >= 0 && lambda <= 1)) throw new RangeError(`λ ${lambda} is not between 0 and 1`);
  // In id order, so that every sum below adds in the same order whatever the input's.
  const sorted = [...comments].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  sorted.forEach((comment, i) => {
    if (i > 0 && sorted[i - 1].id === comment.id)
      throw new RangeError(`comment ${comment.id} is given twice`);
  });

  const documents = sorted.map((comment) => {
    const words = tokenize(comment.text).map((token) => token.word);
    const stems = words.filter((word) => !isStopWord(word, locale) && !/^\p{N}+$/u.test(word));
    return { comment, words: words.length, stems: stems.map((word) => stem(word, locale)) };
  });
  const documentFrequency = new Map<string, number>();
  for (const { stems } of documents) {
    for (const term of new Set(stems)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const vectors = documents.map(({ stems }) => {
    const counts = new Map<string, number>();
    for (const term of stems) counts.set(term, (counts.get(term) ?? 0) + 1);
    const vector: Vector = new Map();
    for (const [term, count] of counts) {
      const idf = Math.log((1 + documents.length) / (1 + documentFrequency.get(term)!)) + 1;
      vector.set(term, (1 + Math.log(count)) * idf);
    }
    return normalized(vector);
  });
  const sum: Vector = new Map();
  for (const vector of vectors) {
    for (const [term, weight] of vector) sum.set(term, (sum.get(term) ?? 0) + weight);
  }
  const centroid = normalized(sum);

  const candidates = documents
    .map(({ comment, words }, i) => ({ comment, vector: vectors[i], long: words >= MIN_WORDS }))
    .filter(({ vector }) => vector.size > 0)
    .map((candidate) => ({ ...candidate, similarity: cosine(candidate.vector, centroid) }));
  const chosen: typeof candidates = [];
  while (chosen.length < k) {
    const open = candidates.filter(
      (candidate) =>
        !chosen.includes(candidate) &&
        chosen.every((c) => cosine(c.vector, candidate.vector) < NEAR_DUPLICATE),
    );
    const pool = open.some((candidate) => candidate.long) ? open.filter((candidate) => candidate.long) : open;
    let best: { candidate: (typeof candidates)[number]; score: number } | null = null;
    for (const candidate of pool) {
      const redundancy = Math.max(0, ...chosen.map((c) => cosine(c.vector, candidate.vector)));
      const score = lambda * candidate.similarity - (1 - lambda) * redundancy;
      // The pool is in id order: on a tie the first one found stays.
      if (best === null || score > best.score + TIE) best = { candidate, score };
    }
    if (best === null) break;
    chosen.push(best.candidate);
  }
  return chosen.map(({ comment, similarity }) => ({ id: comment.id, text: comment.text, similarity }));
}

function normalized(vector: Vector): Vector {
  let squares = 0;
  for (const weight of vector.values()) squares += weight * weight;
  const length = Math.sqrt(squares);
  const result: Vector = new Map();
  if (length === 0) return result;
  for (const [term, weight] of vector) result.set(term, weight / length);
  return result;
}

/** The cosine of two vectors of length 1 (or 0 when either is empty): their dot product. */
function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) dot += weight * (large.get(term) ?? 0);
  return dot;
}
