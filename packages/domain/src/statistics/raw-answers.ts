import type { IndicatorCounts } from './indicator-counts.ts';

/**
 * Counts and per-answer scores straight from raw answers: the plain reference the tests of
 * this module check the count-based formulas against (the product counts in SQL instead).
 */
export function countsOf(
  kind: IndicatorCounts['kind'],
  answers: readonly number[],
  scaleMax = 5,
): IndicatorCounts {
  if (kind === 'nps') {
    return {
      kind,
      n: answers.length,
      promoters: answers.filter((a) => a >= 9).length,
      detractors: answers.filter((a) => a <= 6).length,
    };
  }
  if (kind === 'topbox')
    return { kind, n: answers.length, hits: answers.filter((a) => a >= scaleMax - 1).length };
  let sum = 0;
  let sumSquares = 0;
  for (const a of answers) {
    sum += a;
    sumSquares += a * a;
  }
  return { kind, n: answers.length, sum, sumSquares };
}

/** What each answer adds to the indicator, whose value is their average: NPS ±100 or 0, topbox 100 or 0. */
export function scoresOf(kind: IndicatorCounts['kind'], answers: readonly number[], scaleMax = 5): number[] {
  if (kind === 'nps') return answers.map((a) => (a >= 9 ? 100 : a <= 6 ? -100 : 0));
  if (kind === 'topbox') return answers.map((a) => (a >= scaleMax - 1 ? 100 : 0));
  return [...answers];
}

export function average(xs: readonly number[]): number {
  return xs.reduce((sum, x) => sum + x, 0) / xs.length;
}

/** Variance around the average, over n (population) or over n − 1 (sample). */
export function variance(xs: readonly number[], denominator: 'n' | 'n-1'): number {
  const m = average(xs);
  const squares = xs.reduce((sum, x) => sum + (x - m) ** 2, 0);
  return squares / (denominator === 'n' ? xs.length : xs.length - 1);
}
