import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import { type IndicatorCounts, indicatorValue } from './indicator-counts.ts';
import { samplingVariance } from './sampling-variance.ts';

/** The difference a − b on the indicator's scale, its test statistic and two-sided p-value. */
export interface Comparison {
  difference: number;
  statistic: number;
  pValue: number;
  significant: boolean;
}

/**
 * Independent samples a and b (a current period vs the previous one; a unit vs the rest
 * of its parent, see subtractCounts). Two-sided tests of "no difference":
 * - nps: z test on the difference, the two NPS variances added (SE as in estimate)
 * - mean: Welch's t test with Welch–Satterthwaite degrees of freedom (Welch 1947)
 * - topbox: two-proportion z test with the pooled proportion
 *
 * null when the kinds differ, either side has fewer than 2 answers, or both means come
 * from answers without any spread (the t statistic is then undefined).
 */
export function compare(a: IndicatorCounts, b: IndicatorCounts, alpha = 0.05): Comparison | null {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`significance level ${alpha} is not between 0 and 1`);
  if (a.n < 2 || b.n < 2) return null;
  const difference = indicatorValue(a)! - indicatorValue(b)!;
  const tested = test(a, b, difference);
  if (tested === null) return null;
  return { difference, ...tested, significant: tested.pValue < alpha };
}

type Test = { statistic: number; pValue: number } | null;

function test(a: IndicatorCounts, b: IndicatorCounts, difference: number): Test {
  if (a.kind === 'nps' && b.kind === 'nps') {
    // Both variances exist for n ≥ 1 and are positive, thanks to the floor for unanimous samples.
    return zTest(difference, Math.sqrt(samplingVariance(a)! + samplingVariance(b)!));
  }
  if (a.kind === 'topbox' && b.kind === 'topbox') {
    const pooled = (a.hits + b.hits) / (a.n + b.n);
    return zTest(difference, 100 * Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n)));
  }
  if (a.kind === 'mean' && b.kind === 'mean')
    return welch(a.n, samplingVariance(a)!, b.n, samplingVariance(b)!, difference);
  return null;
}

function zTest(difference: number, standardError: number): Test {
  // A pooled share of 0% or 100% has no spread: both sides are equal, nothing to test.
  if (standardError === 0) return { statistic: 0, pValue: 1 };
  const statistic = difference / standardError;
  return { statistic, pValue: 2 * normalCdf(-Math.abs(statistic), 0, 1) };
}

/** va and vb are the squared standard errors s²/n of the two means. */
function welch(na: number, va: number, nb: number, vb: number, difference: number): Test {
  const variance = va + vb;
  if (variance === 0) return null;
  const degreesOfFreedom = variance ** 2 / (va ** 2 / (na - 1) + vb ** 2 / (nb - 1));
  const statistic = difference / Math.sqrt(variance);
  return { statistic, pValue: 2 * tCdf(-Math.abs(statistic), degreesOfFreedom) };
}
