import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndicatorCounts } from './indicator-counts.ts';
import { comparePooled } from './pooled-comparison.ts';
import { average, countsOf, scoresOf, variance } from './raw-answers.ts';
import { compare } from './significance.ts';

/** Reference: the pooled test straight from the raw answers of the two samples. */
function direct(kind: 'nps' | 'mean', a: number[], b: number[]) {
  const sa = scoresOf(kind, a, 10);
  const sb = scoresOf(kind, b, 10);
  const difference = average(sa) - average(sb);
  const inverseSizes = 1 / sa.length + 1 / sb.length;
  if (kind === 'mean') {
    const df = sa.length + sb.length - 2;
    const pooled = (variance(sa, 'n-1') * (sa.length - 1) + variance(sb, 'n-1') * (sb.length - 1)) / df;
    if (pooled === 0) return null;
    const statistic = difference / Math.sqrt(pooled * inverseSizes);
    return { difference, statistic, pValue: 2 * tCdf(-Math.abs(statistic), df) };
  }
  const all = [...sa, ...sb];
  const spread = variance(all, 'n');
  // All answers in one group: both samples are alike, nothing to find.
  if (spread === 0) return { difference, statistic: 0, pValue: 1 };
  const statistic = difference / Math.sqrt(spread * inverseSizes);
  return { difference, statistic, pValue: 2 * normalCdf(-Math.abs(statistic), 0, 1) };
}

describe('pooled comparison', () => {
  it('of two means is Student’s t test: R’s t.test(var.equal = TRUE) gives t = -1.8325, df = 18', () => {
    // Pooled s² = (12.4 + 14.4)/18; with 10 answers on each side t equals Welch's, the
    // degrees of freedom do not (18 against 17.9).
    const a = countsOf('mean', [11, 9, 10, 11, 10, 12, 9, 11, 12, 9]);
    const b = countsOf('mean', [11, 13, 10, 13, 12, 9, 11, 12, 12, 11]);
    const result = comparePooled(a, b)!;
    expect(result.statistic).toBeCloseTo(-1.8325, 4);
    expect(result.pValue).toBeCloseTo(2 * tCdf(-1 / Math.sqrt((26.8 / 18) * 0.2), 18), 12);
    expect(result.significant).toBe(false);
  });

  it('of topbox is the pooled two-proportion test of `compare`', () => {
    const a: IndicatorCounts = { kind: 'topbox', n: 200, hits: 44 };
    const b: IndicatorCounts = { kind: 'topbox', n: 300, hits: 54 };
    expect(comparePooled(a, b)).toEqual(compare(a, b));
  });

  it('agrees with a direct computation from the raw answers', () => {
    const answers = fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 2, maxLength: 50 });
    fc.assert(
      fc.property(fc.constantFrom('nps', 'mean' as const), answers, answers, (kind, a, b) => {
        const result = comparePooled(countsOf(kind, a, 10), countsOf(kind, b, 10));
        const reference = direct(kind, a, b);
        if (reference === null) {
          expect(result).toBeNull();
          return;
        }
        expect(result!.difference).toBeCloseTo(reference.difference, 9);
        expect(result!.statistic).toBeCloseTo(reference.statistic, 6);
        expect(result!.pValue).toBeCloseTo(reference.pValue, 9);
      }),
    );
  });

  it('does not trust the small spread of a small sample that lands far out', () => {
    // 22 promoters and no detractor of 25 in the last week (NPS 88) against NPS 45 over a
    // year: each sample's own spread makes it look like 1 in several billion (z = 6.4), the
    // spread of all answers like 1 in 700 (z = 3.2).
    const week: IndicatorCounts = { kind: 'nps', n: 25, promoters: 22, detractors: 0 };
    const year: IndicatorCounts = { kind: 'nps', n: 2000, promoters: 1100, detractors: 200 };
    const own = compare(week, year)!;
    const pooled = comparePooled(week, year)!;
    expect(pooled.difference).toBe(own.difference);
    expect(own.statistic).toBeCloseTo(6.4, 1);
    expect(pooled.statistic).toBeCloseTo(3.2, 1);
    expect(own.pValue).toBeLessThan(1e-9);
    expect(pooled.pValue).toBeGreaterThan(1e-3);
  });

  it('has no answer for too few answers, different kinds or means without spread', () => {
    const two: IndicatorCounts = { kind: 'nps', n: 2, promoters: 1, detractors: 1 };
    expect(comparePooled(two, { kind: 'nps', n: 1, promoters: 1, detractors: 0 })).toBeNull();
    expect(comparePooled(two, { kind: 'topbox', n: 5, hits: 1 })).toBeNull();
    expect(comparePooled(countsOf('mean', [4, 4]), countsOf('mean', [5, 5, 5]))).toBeNull();
    expect(comparePooled(two, two)).toEqual({ difference: 0, statistic: 0, pValue: 1, significant: false });
    expect(() => comparePooled(two, two, 0)).toThrow(RangeError);
  });
});
