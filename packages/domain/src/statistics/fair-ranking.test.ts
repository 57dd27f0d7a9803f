import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairScore, shrunkScores } from './fair-ranking.ts';
import type { IndicatorCounts } from './indicator-counts.ts';
import { estimate } from './intervals.ts';
import { average, countsOf, scoresOf, variance } from './raw-answers.ts';

const topbox = (hits: number, n: number): IndicatorCounts => ({ kind: 'topbox', n, hits });

describe('shrunk scores', () => {
  it('move units with few answers more than units with many', () => {
    const units = [topbox(9, 10), topbox(90, 100), topbox(50, 100), topbox(30, 100), topbox(60, 100)];
    const scores = shrunkScores(units) as number[];
    const grandMean = (100 * (9 + 90 + 50 + 30 + 60)) / 410;
    // Both at 90%: the unit with 10 answers ends nearer the grand mean than the one with 100.
    expect(90 - scores[0]).toBeGreaterThan(90 - scores[1]);
    expect(scores[0]).toBeGreaterThan(grandMean);
    expect(scores[1]).toBeLessThan(90);
  });

  it('put every unit at the grand mean when the units differ no more than chance explains', () => {
    // 50% and 60% of 10 answers: the values spread by 50 (variance), sampling alone by ~245.
    expect(shrunkScores([topbox(5, 10), topbox(6, 10)])).toEqual([55, 55]);
  });

  it('match a direct computation from the raw answers (method of moments, Hedges 1983)', () => {
    const units = [
      [10, 10, 9, 8, 7, 3],
      [10, 9, 9, 9, 10, 10, 10, 9, 8, 10, 6, 10, 9, 9, 10, 10, 9, 8, 10, 10],
      [0, 2, 5, 6, 7, 8, 9, 10, 3, 4],
      [6, 6, 5, 9, 10, 8, 7, 6, 4, 2, 1, 0, 9, 8, 10, 7, 6, 5, 4, 3, 8, 9, 10, 0, 6],
    ];
    const scores = units.map((u) => scoresOf('nps', u));
    const values = scores.map(average);
    const sampling = scores.map((s) => variance(s, 'n') / s.length);
    const tau2 = Math.max(0, variance(values, 'n-1') - average(sampling));
    const grandMean = average(scores.flat());
    const expected = values.map((v, i) => {
      const weight = tau2 / (tau2 + sampling[i]);
      return weight * v + (1 - weight) * grandMean;
    });
    expect(tau2).toBeGreaterThan(0);
    const actual = shrunkScores(units.map((u) => countsOf('nps', u)));
    actual.forEach((score, i) => {
      expect(score).toBeCloseTo(expected[i], 9);
    });
  });

  it('lie between each value and the grand mean', () => {
    const unit = fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30)).map(
      ([up, mid, down]): Extract<IndicatorCounts, { kind: 'nps' }> => ({
        kind: 'nps',
        n: up + mid + down,
        promoters: up,
        detractors: down,
      }),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (units) => {
        const answers = units.reduce((sum, u) => sum + u.n, 0);
        const grandMean = units.reduce((sum, u) => sum + 100 * (u.promoters - u.detractors), 0) / answers;
        shrunkScores(units).forEach((score, i) => {
          const u = units[i];
          if (u.n === 0) {
            expect(score).toBeNull();
            return;
          }
          const value = (100 * (u.promoters - u.detractors)) / u.n;
          expect(score!).toBeGreaterThanOrEqual(Math.min(value, grandMean) - 1e-9);
          expect(score!).toBeLessThanOrEqual(Math.max(value, grandMean) + 1e-9);
        });
      }),
    );
  });

  it('of means pool the spread within units, so a unit whose two answers agree still moves', () => {
    const units = [[5, 5], [1, 2, 3, 2, 1, 2, 3, 2, 1, 2], [4, 5, 4, 3, 5, 4, 4, 5, 3, 4], [3]];
    const scores = shrunkScores(units.map((u) => countsOf('mean', u))) as number[];
    const grandMean = average(units.flat());
    expect(scores[0]).toBeLessThan(5);
    expect(scores[0]).toBeGreaterThan(grandMean);
    // The single answer borrows the pooled spread: it moves more than the two that agree.
    expect(Math.abs(scores[3] - 3) / Math.abs(3 - grandMean)).toBeGreaterThan(
      (5 - scores[0]) / (5 - grandMean),
    );
  });

  it('put means of single answers at the grand mean, as they show no spread at all', () => {
    const units = [countsOf('mean', [5]), countsOf('mean', [1]), countsOf('mean', [3])];
    expect(shrunkScores(units)).toEqual([3, 3, 3]);
  });

  it('are null for units without answers and refuse mixed kinds', () => {
    expect(shrunkScores([topbox(0, 0), topbox(3, 4)])).toEqual([null, 75]);
    expect(shrunkScores([])).toEqual([]);
    expect(() => shrunkScores([topbox(1, 2), countsOf('mean', [1, 2])])).toThrow(RangeError);
  });
});

describe('fair score', () => {
  it('ranks 85% of 100 answers above 90% of 10', () => {
    const few = topbox(9, 10);
    const many = topbox(85, 100);
    // The order key is the lower bound of the 95% interval (Wilson's for topbox).
    expect(fairScore(few)).toBe(estimate(few)!.ciLow);
    expect(fairScore(many)).toBe(estimate(many)!.ciLow);
    expect(fairScore(many)!).toBeGreaterThan(fairScore(few)! + 10);
  });

  it('is null without answers and last for a mean of one answer', () => {
    expect(fairScore(topbox(0, 0))).toBeNull();
    expect(fairScore(countsOf('mean', [5]))).toBe(-Number.MAX_VALUE);
  });
});
