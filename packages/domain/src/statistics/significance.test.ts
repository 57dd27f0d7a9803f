import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IndicatorCounts, subtractCounts } from './indicator-counts.ts';
import { average, countsOf, scoresOf, variance } from './raw-answers.ts';
import { compare } from './significance.ts';

describe("Welch's t test of two means", () => {
  // The three sample pairs of Wikipedia's "Welch's t-test" examples and two more, with the
  // two-sided p-values that Rosetta Code's "Welch's t-test" task gives as expected output
  // (from R's t.test).
  it.each([
    [
      [27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4],
      [27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4],
      0.021378001462867,
    ],
    [
      [17.2, 20.9, 22.6, 18.1, 21.7, 21.4, 23.5, 24.2, 14.7, 21.8],
      [
        21.5, 22.8, 21.0, 23.0, 21.6, 23.6, 22.5, 20.7, 23.4, 21.8, 20.7, 21.7, 21.5, 22.5, 23.6, 21.5, 22.5,
        23.5, 21.5, 21.8,
      ],
      0.148841696605328,
    ],
    [
      [19.8, 20.4, 19.6, 17.8, 18.5, 18.9, 18.3, 18.9, 19.5, 22.0],
      [
        28.2, 26.6, 20.1, 23.3, 25.2, 22.1, 17.7, 27.6, 20.6, 13.7, 23.2, 17.5, 20.6, 18.0, 23.9, 21.6, 24.3,
        20.4, 24.0, 13.2,
      ],
      0.0359722710297968,
    ],
    [
      [30.02, 29.99, 30.11, 29.97, 30.01, 29.99],
      [29.89, 29.93, 29.72, 29.98, 30.02, 29.98],
      0.090773324285671,
    ],
    [[3.0, 4.0, 1.0, 2.1], [490.2, 340.0, 433.9], 0.0107515611497845],
  ])('Welch p-value of example %# matches the published value', (a, b, pValue) => {
    const result = compare(countsOf('mean', a), countsOf('mean', b))!;
    expect(result.pValue).toBeCloseTo(pValue, 9);
  });

  it('matches R’s t.test: t = -1.8325, p = 0.08356', () => {
    // R: t.test(c(11,9,10,11,10,12,9,11,12,9), c(11,13,10,13,12,9,11,12,12,11))
    // Welch Two Sample t-test: t = -1.8325, df = 17.9, p-value = 0.08356.
    const a = countsOf('mean', [11, 9, 10, 11, 10, 12, 9, 11, 12, 9]);
    const b = countsOf('mean', [11, 13, 10, 13, 12, 9, 11, 12, 12, 11]);
    const result = compare(a, b)!;
    expect(result.difference).toBeCloseTo(-1, 9);
    expect(result.statistic).toBeCloseTo(-1.8325, 4);
    expect(result.pValue).toBeCloseTo(0.08356, 5);
    expect(result.significant).toBe(false);
    expect(compare(a, b, 0.1)!.significant).toBe(true);
  });

  it('has no answer when neither side has any spread', () => {
    expect(compare(countsOf('mean', [5, 5, 5]), countsOf('mean', [4, 4]))).toBeNull();
  });
});

describe('two-proportion z test of topbox', () => {
  it('aggression and TV watching: z = -4.04 (Agresti, Franklin & Klingenberg, ch. 10, example 5)', () => {
    // 5 of 88 teenagers watching under an hour of TV a day, 154 of 619 watching more, later
    // committed an aggressive act; the book's pooled test gives z = -4.04, P-value < 0.001.
    const result = compare({ kind: 'topbox', n: 88, hits: 5 }, { kind: 'topbox', n: 619, hits: 154 })!;
    expect(result.difference).toBeCloseTo(100 * (5 / 88 - 154 / 619), 9);
    expect(result.statistic).toBeCloseTo(-4.04, 2);
    expect(result.pValue).toBeLessThan(0.001);
  });

  it('22% of 200 against 18% of 300: p = 0.270 (Prentice Hall TI-83 guide, 2-PropZTest)', () => {
    const result = compare({ kind: 'topbox', n: 200, hits: 44 }, { kind: 'topbox', n: 300, hits: 54 })!;
    expect(result.pValue).toBeCloseTo(0.27, 3);
    expect(result.significant).toBe(false);
  });

  it('two samples both at 100% do not differ', () => {
    expect(compare({ kind: 'topbox', n: 5, hits: 5 }, { kind: 'topbox', n: 9, hits: 9 })).toEqual({
      difference: 0,
      statistic: 0,
      pValue: 1,
      significant: false,
    });
  });
});

describe('comparisons', () => {
  /** Reference: the test statistic straight from the raw answers of the two samples. */
  function direct(kind: IndicatorCounts['kind'], a: number[], b: number[]) {
    const sa = scoresOf(kind, a, 10);
    const sb = scoresOf(kind, b, 10);
    const difference = average(sa) - average(sb);
    if (kind === 'mean') {
      const va = variance(sa, 'n-1') / sa.length;
      const vb = variance(sb, 'n-1') / sb.length;
      if (va + vb === 0) return null;
      const df = (va + vb) ** 2 / (va ** 2 / (sa.length - 1) + vb ** 2 / (sb.length - 1));
      const statistic = difference / Math.sqrt(va + vb);
      return { difference, statistic, pValue: 2 * tCdf(-Math.abs(statistic), df) };
    }
    const se =
      kind === 'nps'
        ? Math.sqrt(npsVariance(sa) + npsVariance(sb))
        : Math.sqrt(variance([...sa, ...sb], 'n') * (1 / sa.length + 1 / sb.length));
    const statistic = se === 0 ? 0 : difference / se;
    return { difference, statistic, pValue: 2 * normalCdf(-Math.abs(statistic), 0, 1) };
  }

  /** Per-answer variance over n; for answers all in one group, a two-point mixture with the farthest group. */
  function npsVariance(scores: number[]): number {
    const n = scores.length;
    const observed = variance(scores, 'n');
    if (observed > 0) return observed / n;
    const z = 1.959963984540054;
    const u = z ** 2 / (n + z ** 2);
    const farthest = scores[0] === 0 ? 100 : -scores[0];
    const mixtureMean = (1 - u) * scores[0] + u * farthest;
    return ((1 - u) * (scores[0] - mixtureMean) ** 2 + u * (farthest - mixtureMean) ** 2) / n;
  }

  const answers = fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 2, maxLength: 50 });

  it('agree with a direct computation from the raw answers', () => {
    fc.assert(
      fc.property(fc.constantFrom('nps', 'mean', 'topbox' as const), answers, answers, (kind, a, b) => {
        const result = compare(countsOf(kind, a, 10), countsOf(kind, b, 10));
        const reference = direct(kind, a, b);
        if (reference === null) return expect(result).toBeNull();
        expect(result!.difference).toBeCloseTo(reference.difference, 9);
        expect(result!.statistic).toBeCloseTo(reference.statistic, 6);
        expect(result!.pValue).toBeCloseTo(reference.pValue, 9);
        expect(result!.significant).toBe(reference.pValue < 0.05);
      }),
    );
  });

  it('of a unit against the rest of its parent equal the test of the unit against the other answers', () => {
    const unit = [10, 10, 9, 9, 9, 8, 10, 10, 6, 9, 10, 10];
    const others = [10, 9, 8, 7, 7, 6, 5, 3, 0, 9, 8, 8, 7, 6, 10, 2, 9, 7, 8, 8, 4, 9, 10];
    for (const kind of ['nps', 'mean', 'topbox'] as const) {
      const parent = countsOf(kind, [...unit, ...others], 10);
      const result = compare(countsOf(kind, unit, 10), subtractCounts(parent, countsOf(kind, unit, 10)))!;
      const reference = direct(kind, unit, others)!;
      expect(result.difference).toBeCloseTo(reference.difference, 9);
      expect(result.pValue).toBeCloseTo(reference.pValue, 9);
    }
    const nps = compare(
      countsOf('nps', unit),
      subtractCounts(countsOf('nps', [...unit, ...others]), countsOf('nps', unit)),
    )!;
    // 10 promoters and 1 detractor of 12 against 7 and 7 of 23: far beyond chance.
    expect(nps.significant).toBe(true);
  });

  it('need two answers on each side and the same kind', () => {
    const two = { kind: 'topbox', n: 2, hits: 1 } as const;
    expect(compare(two, { kind: 'topbox', n: 1, hits: 1 })).toBeNull();
    expect(compare(two, { kind: 'nps', n: 5, promoters: 1, detractors: 1 })).toBeNull();
    expect(compare(two, two)).not.toBeNull();
  });
});
