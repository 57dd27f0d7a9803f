import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import { type IndicatorCounts, indicatorValue } from './indicator-counts.ts';
import { samplingVariance, squaredDeviations } from './sampling-variance.ts';
import { type Comparison, compare } from './significance.ts';

/**
 * Two-sided test of "a and b are answers of one population", with the spread of the
 * answers estimated from both samples together: the test for "has this unit's recent
 * period moved from its own past", where the past is large and the recent sample small.
 * - nps: z = difference / (σ·√(1/n_a + 1/n_b)), σ² the per-answer variance of all answers
 *   of both samples together (pooled shares of promoters and detractors; with its floor
 *   when all of them fall in one group, see samplingVariance)
 * - mean: Student's two-sample t test, the within-sample variances pooled, n_a + n_b − 2
 *   degrees of freedom
 * - topbox: the pooled two-proportion z test of `compare`
 *
 * Why not `compare`: its NPS and mean tests take each sample's own spread. A small sample
 * that lands far out by chance (a week of mostly promoters) has a small spread too, so its
 * standard error shrinks exactly when it should not, and very small p-values come out far
 * too often. One significant result at 5% is not affected much, but the survey-wide
 * false-discovery control of the change detector lives on p-values of 1e-4 and below. In
 * a simulation of stable units (7-day windows of about 20 to 100 answers against a year),
 * p < 1e-4 came out 17 times in 8,000 NPS tests where 0.8 were due; with the pooled spread,
 * about as often as due.
 *
 * Limits: the z and t distributions are still approximations. Answers on a bounded scale
 * are skewed (most near the top, a tail down), and so is the mean of a small sample: it
 * falls far below its level somewhat more often than the normal curve says, and rises far
 * above it less often. Drops in small samples therefore come out a little too often.
 *
 * Same result shape as `compare`, null under the same conditions: different kinds, fewer
 * than 2 answers on either side, or means without any spread in either sample.
 */
export function comparePooled(a: IndicatorCounts, b: IndicatorCounts, alpha = 0.05): Comparison | null {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`significance level ${alpha} is not between 0 and 1`);
  if (a.kind !== b.kind || a.n < 2 || b.n < 2) return null;
  if (a.kind === 'topbox') return compare(a, b, alpha);
  const difference = indicatorValue(a)! - indicatorValue(b)!;
  const inverseSizes = 1 / a.n + 1 / b.n;
  if (a.kind === 'nps' && b.kind === 'nps') {
    const n = a.n + b.n;
    const all: IndicatorCounts = {
      kind: 'nps',
      n,
      promoters: a.promoters + b.promoters,
      detractors: a.detractors + b.detractors,
    };
    // samplingVariance is the variance of the mean of all n answers: n times it is per answer.
    const standardError = Math.sqrt(samplingVariance(all)! * n * inverseSizes);
    const statistic = difference / standardError;
    const pValue = 2 * normalCdf(-Math.abs(statistic), 0, 1);
    return { difference, statistic, pValue, significant: pValue < alpha };
  }
  if (a.kind === 'mean' && b.kind === 'mean') {
    const degreesOfFreedom = a.n + b.n - 2;
    const variance = (squaredDeviations(a) + squaredDeviations(b)) / degreesOfFreedom;
    if (variance === 0) return null;
    const statistic = difference / Math.sqrt(variance * inverseSizes);
    const pValue = 2 * tCdf(-Math.abs(statistic), degreesOfFreedom);
    return { difference, statistic, pValue, significant: pValue < alpha };
  }
  return null;
}
