import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { type IndicatorCounts, indicatorValue } from '../statistics/indicator-counts.ts';
import { samplingVariance } from '../statistics/sampling-variance.ts';

/** The difference a − b of two independent samples with its two-sided interval, on the indicator's scale. */
export interface DifferenceInterval {
  difference: number;
  standardError: number;
  ciLow: number;
  ciHigh: number;
}

/**
 * The interval of a difference a − b between two independent samples (recent answers
 * against the unit's own past; those who mention a theme against those who do not),
 * from the same variances as the test of `compare`:
 * - nps: difference ± z·√(SE_a² + SE_b²), each SE as in `estimate`
 * - mean: Welch's interval, difference ± t·√(s_a²/n_a + s_b²/n_b), with Welch–Satterthwaite
 *   degrees of freedom (Welch 1947)
 * - topbox: difference ± z·100·√(p_a(1 − p_a)/n_a + p_b(1 − p_b)/n_b). The test pools the
 *   two shares because it assumes they are equal; an interval cannot assume that, so it
 *   uses each side's own share (the usual Wald interval of a difference, with the floor of
 *   `samplingVariance` at 0% and 100%).
 *
 * NPS differences are clipped to [-200, 200] and topbox ones to [-100, 100], the most they
 * can be. null under the same conditions as `compare`: different kinds, fewer than 2
 * answers on either side, or two means both without any spread.
 */
export function differenceInterval(
  a: IndicatorCounts,
  b: IndicatorCounts,
  level = 0.95,
): DifferenceInterval | null {
  if (!(level > 0 && level < 1)) throw new RangeError(`confidence level ${level} is not between 0 and 1`);
  if (a.kind !== b.kind || a.n < 2 || b.n < 2) return null;
  const va = samplingVariance(a)!;
  const vb = samplingVariance(b)!;
  const variance = va + vb;
  if (variance === 0) return null;
  const difference = indicatorValue(a)! - indicatorValue(b)!;
  const standardError = Math.sqrt(variance);
  const upperTail = 1 - (1 - level) / 2;
  if (a.kind === 'mean') {
    const degreesOfFreedom = variance ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
    const halfWidth = tQuantile(upperTail, degreesOfFreedom) * standardError;
    return { difference, standardError, ciLow: difference - halfWidth, ciHigh: difference + halfWidth };
  }
  const halfWidth = normalQuantile(upperTail, 0, 1) * standardError;
  const limit = a.kind === 'nps' ? 200 : 100;
  return {
    difference,
    standardError,
    ciLow: Math.max(-limit, difference - halfWidth),
    ciHigh: Math.min(limit, difference + halfWidth),
  };
}
