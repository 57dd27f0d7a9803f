/**
 * Sufficient statistics of an indicator: what the analytics SQL counts, and all the
 * statistics module needs. Values are on the product's scale (see ../indicators.ts):
 * - nps: promoters (9-10) and detractors (0-6) among n answers of a 0-10 question
 * - mean: the sum and the sum of squares of n answers
 * - topbox: answers in the top two values of the scale (hits) among n
 */
export type IndicatorCounts =
  | { kind: 'nps'; n: number; promoters: number; detractors: number }
  | { kind: 'mean'; n: number; sum: number; sumSquares: number }
  | { kind: 'topbox'; n: number; hits: number };

/**
 * The counts of the part's complement: whole minus part (e.g. the parent unit without
 * this unit), so that a unit can be tested against the rest of its parent as an
 * independent sample. Throws when the kinds differ or the part is not inside the whole.
 */
export function subtractCounts(whole: IndicatorCounts, part: IndicatorCounts): IndicatorCounts {
  const n = whole.n - part.n;
  if (n < 0) throw new RangeError('the part has more answers than the whole');
  if (whole.kind === 'nps' && part.kind === 'nps') {
    return {
      kind: 'nps',
      n,
      promoters: nonNegative(whole.promoters - part.promoters),
      detractors: nonNegative(whole.detractors - part.detractors),
    };
  }
  if (whole.kind === 'topbox' && part.kind === 'topbox') {
    return { kind: 'topbox', n, hits: nonNegative(whole.hits - part.hits) };
  }
  if (whole.kind === 'mean' && part.kind === 'mean') {
    // Nothing left means exactly nothing: no float dust from subtracting equal sums.
    if (n === 0) return { kind: 'mean', n, sum: 0, sumSquares: 0 };
    return { kind: 'mean', n, sum: whole.sum - part.sum, sumSquares: whole.sumSquares - part.sumSquares };
  }
  throw new RangeError(`cannot subtract ${part.kind} counts from ${whole.kind} counts`);
}

/** The indicator's value: NPS -100..100, mean on the question's scale, topbox in %; null without answers. */
export function indicatorValue(c: IndicatorCounts): number | null {
  if (c.n === 0) return null;
  // Same operations as computeIndicator, so both give the same digits.
  if (c.kind === 'nps') return ((c.promoters - c.detractors) * 100) / c.n;
  if (c.kind === 'mean') return c.sum / c.n;
  return (c.hits * 100) / c.n;
}

function nonNegative(count: number): number {
  if (count < 0) throw new RangeError('the part has more answers in a group than the whole');
  return count;
}
