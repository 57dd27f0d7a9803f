import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndicatorCounts } from './indicator-counts.ts';
import { estimate } from './intervals.ts';
import { average, countsOf, scoresOf, variance } from './raw-answers.ts';

const Z95 = 1.959963984540054;

describe('Wilson interval of topbox', () => {
  // Newcombe RG (1998), Two-sided confidence intervals for the single proportion: comparison
  // of seven methods, Statistics in Medicine 17:857-872, Table II, method 3 (score, no
  // continuity correction), 95%.
  it.each([
    [81, 263, 25.53, 36.62],
    [15, 148, 6.24, 16.05],
    [0, 20, 0, 16.11],
    [1, 29, 0.61, 17.18],
  ])('Wilson interval of %i/%i matches Newcombe (1998)', (hits, n, low, high) => {
    const e = estimate({ kind: 'topbox', n, hits })!;
    expect(e.value).toBeCloseTo((100 * hits) / n, 9);
    expect(e.ciLow).toBeCloseTo(low, 2);
    expect(e.ciHigh).toBeCloseTo(high, 2);
  });

  it('reports the plain standard error, floored at 0% so that z·SE reaches Newcombe’s bound', () => {
    expect(estimate({ kind: 'topbox', n: 50, hits: 10 })!.standardError).toBeCloseTo(
      100 * Math.sqrt((0.2 * 0.8) / 50),
      9,
    );
    expect(Z95 * estimate({ kind: 'topbox', n: 20, hits: 0 })!.standardError).toBeCloseTo(16.11, 2);
  });

  it('stays inside 0-100% and keeps a width at 100%', () => {
    const e = estimate({ kind: 'topbox', n: 20, hits: 20 })!;
    expect(e.ciHigh).toBe(100);
    // The mirror of 0/20 above.
    expect(e.ciLow).toBeCloseTo(100 - 16.11, 2);
  });
});

describe('t interval of a mean', () => {
  // Student t quantiles from any printed t table (e.g. Moore, McCabe & Craig, Introduction
  // to the Practice of Statistics, Table D).
  it.each([
    [0.975, 9, 2.262],
    [0.975, 7, 2.365],
    [0.95, 1, 6.314],
    [0.995, 29, 2.756],
    [0.975, 120, 1.98],
  ])('t quantile %f with %i degrees of freedom is %f as in the tables', (p, df, table) => {
    expect(tQuantile(p, df)).toBeCloseTo(table, 3);
  });

  it('vitamin C of corn soy blend gives 22.50 ± 6.01 (Moore, McCabe & Craig, Example 7.2)', () => {
    // Eight measurements in mg/100 g; the book finds x̄ = 22.50, s = 7.19, t* = 2.365 and
    // the 95% interval 16.49 to 28.51.
    const e = estimate(countsOf('mean', [26, 31, 23, 22, 11, 22, 14, 31]))!;
    expect(e.value).toBe(22.5);
    expect(e.standardError).toBeCloseTo(7.19 / Math.sqrt(8), 3);
    expect(e.ciLow).toBeCloseTo(16.49, 2);
    expect(e.ciHigh).toBeCloseTo(28.51, 2);
  });

  it('a mean of one answer has no interval, carried in JSON and ranked last by lower bound', () => {
    const e = estimate({ kind: 'mean', n: 1, sum: 4, sumSquares: 16 })!;
    expect(e.value).toBe(4);
    expect(e.ciLow).toBe(-Number.MAX_VALUE);
    expect(e.ciHigh).toBe(Number.MAX_VALUE);
    expect(JSON.parse(JSON.stringify(e))).toEqual(e);
    const other = estimate(countsOf('mean', [1, 1, 2]))!;
    expect(e.ciLow).toBeLessThan(other.ciLow);
  });

  it('answers that are all alike give an interval of width 0 despite round-off', () => {
    const e = estimate(countsOf('mean', [0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7]))!;
    expect(e.standardError).toBe(0);
    expect(e.ciLow).toBe(e.value);
    expect(e.ciHigh).toBe(e.value);
  });
});

describe('NPS interval', () => {
  /** A second implementation: expand the answers, score each +100/0/-100, then z·sd/√n. */
  function fromAnswers(promoters: number, passives: number, detractors: number) {
    const answers = [
      ...Array<number>(promoters).fill(10),
      ...Array<number>(passives).fill(8),
      ...Array<number>(detractors).fill(3),
    ];
    const scores = scoresOf('nps', answers);
    const value = average(scores);
    const halfWidth = Z95 * Math.sqrt(variance(scores, 'n') / scores.length);
    return { value, low: Math.max(-100, value - halfWidth), high: Math.min(100, value + halfWidth) };
  }

  it.each([
    [45, 30, 25],
    [120, 60, 20],
    [3, 1, 1],
    [0, 7, 2],
    [10, 0, 10],
  ])('%i promoters, %i passives and %i detractors agree with the per-answer computation', (up, mid, down) => {
    const e = estimate({ kind: 'nps', n: up + mid + down, promoters: up, detractors: down })!;
    const reference = fromAnswers(up, mid, down);
    expect(e.value).toBeCloseTo(reference.value, 9);
    expect(e.ciLow).toBeCloseTo(reference.low, 9);
    expect(e.ciHigh).toBeCloseTo(reference.high, 9);
  });

  it('45% promoters and 25% detractors of 100 gives NPS 20 ± 15.9', () => {
    // By hand: Var = (0.45 + 0.25 − 0.2²)/100 = 0.0066, 1.96·100·√0.0066 = 15.92.
    const e = estimate({ kind: 'nps', n: 100, promoters: 45, detractors: 25 })!;
    expect(e.ciHigh - e.value).toBeCloseTo(1.959964 * 100 * Math.sqrt(0.0066), 4);
  });

  it('answers all in one group reach as far as the unseen share of Newcombe’s 0/20 can move the score', () => {
    // 0/20 has the Wilson upper bound 16.11% (Newcombe 1998). Twenty passives: that share
    // could be promoters or detractors, ±16.11. Twenty promoters: it could be detractors,
    // 200 points away each: 100 − 2·16.11.
    const passives = estimate({ kind: 'nps', n: 20, promoters: 0, detractors: 0 })!;
    expect(passives.ciLow).toBeCloseTo(-16.11, 2);
    expect(passives.ciHigh).toBeCloseTo(16.11, 2);
    const promoters = estimate({ kind: 'nps', n: 20, promoters: 20, detractors: 0 })!;
    expect(promoters.ciLow).toBeCloseTo(100 - 2 * 16.11, 1);
    expect(promoters.ciHigh).toBe(100);
  });

  it('one answer gives a wide interval, not a point', () => {
    // u = z²/(1 + z²) = 0.7935: a single promoter leaves 100 − 200u = −58.7 possible.
    const e = estimate({ kind: 'nps', n: 1, promoters: 1, detractors: 0 })!;
    expect(e.ciLow).toBeCloseTo(100 - (200 * Z95 ** 2) / (1 + Z95 ** 2), 9);
    expect(e.ciHigh).toBe(100);
  });
});

describe('every interval', () => {
  /** Counts of one kind, with a multiplier k ≥ 2 that keeps the shares and multiplies n. */
  const counts = fc.oneof(
    fc
      .tuple(fc.nat(40), fc.nat(40), fc.nat(40))
      .filter(([a, b, c]) => a + b + c > 0)
      .map(
        ([up, mid, down]): IndicatorCounts => ({
          kind: 'nps',
          n: up + mid + down,
          promoters: up,
          detractors: down,
        }),
      ),
    fc
      .tuple(fc.nat(60), fc.nat(60))
      .filter(([hits, misses]) => hits + misses > 0)
      .map(([hits, misses]): IndicatorCounts => ({ kind: 'topbox', n: hits + misses, hits })),
    fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 40 }).map((a) => countsOf('mean', a)),
  );
  const scaled = (c: IndicatorCounts, k: number): IndicatorCounts =>
    c.kind === 'nps'
      ? { ...c, n: k * c.n, promoters: k * c.promoters, detractors: k * c.detractors }
      : c.kind === 'topbox'
        ? { ...c, n: k * c.n, hits: k * c.hits }
        : { ...c, n: k * c.n, sum: k * c.sum, sumSquares: k * c.sumSquares };
  const width = (c: IndicatorCounts, level: number) => {
    const e = estimate(c, level)!;
    return e.ciHigh - e.ciLow;
  };

  it('contains the value, at any level', () => {
    fc.assert(
      fc.property(counts, fc.double({ min: 0.5, max: 0.999, noNaN: true }), (c, level) => {
        const e = estimate(c, level)!;
        expect(e.ciLow).toBeLessThanOrEqual(e.value);
        expect(e.ciHigh).toBeGreaterThanOrEqual(e.value);
      }),
    );
  });

  it('widens when n shrinks for the same shares', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 2, max: 10 }), (c, k) => {
        const small = width(c, 0.95);
        const large = width(scaled(c, k), 0.95);
        if (small === 0) expect(large).toBe(0);
        else expect(small).toBeGreaterThan(large);
      }),
    );
  });

  it('widens with the level', () => {
    fc.assert(
      fc.property(counts, (c) => {
        expect(width(c, 0.99)).toBeGreaterThanOrEqual(width(c, 0.9));
      }),
    );
  });

  it('is null without answers and refuses a level outside (0, 1)', () => {
    expect(estimate({ kind: 'topbox', n: 0, hits: 0 })).toBeNull();
    expect(() => estimate({ kind: 'topbox', n: 3, hits: 1 }, 95)).toThrow(RangeError);
  });
});
