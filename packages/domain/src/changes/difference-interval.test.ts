import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsOf } from '../statistics/raw-answers.ts';
import { compare } from '../statistics/significance.ts';
import { differenceInterval } from './difference-interval.ts';

describe('interval of a difference', () => {
  it('of two means is Welch’s: R’s t.test gives t = -1.8325 with df = 17.9', () => {
    // s² = 12.4/9 and 14.4/9 over 10 answers each: SE = √0.29778 = 0.54569, and the t
    // quantile at 97.5% for 17.9 degrees of freedom is 2.1012, so -1 ± 1.1466.
    const a = countsOf('mean', [11, 9, 10, 11, 10, 12, 9, 11, 12, 9]);
    const b = countsOf('mean', [11, 13, 10, 13, 12, 9, 11, 12, 12, 11]);
    const result = differenceInterval(a, b)!;
    expect(result.difference).toBeCloseTo(-1, 12);
    expect(result.standardError).toBeCloseTo(0.54569, 5);
    expect(result.ciLow).toBeCloseTo(-2.1466, 3);
    expect(result.ciHigh).toBeCloseTo(0.1466, 3);
  });

  it('of two topbox shares uses each side’s own share: 22% of 200 against 18% of 300', () => {
    // SE = 100·√(0.22·0.78/200 + 0.18·0.82/300) = 3.6742; 4 ± 1.96·3.6742 = [-3.201, 11.201].
    const result = differenceInterval(
      { kind: 'topbox', n: 200, hits: 44 },
      { kind: 'topbox', n: 300, hits: 54 },
    )!;
    expect(result.difference).toBeCloseTo(4, 12);
    expect(result.standardError).toBeCloseTo(3.6742, 4);
    expect(result.ciLow).toBeCloseTo(-3.2013, 3);
    expect(result.ciHigh).toBeCloseTo(11.2013, 3);
  });

  it('of two NPS adds the two variances: 50 promoters and 20 detractors of 100 against 40 and 30', () => {
    // Var = 100²·(0.7 − 0.3²)/100 = 61 and 100²·(0.7 − 0.1²)/100 = 69: SE = √130.
    const result = differenceInterval(
      { kind: 'nps', n: 100, promoters: 50, detractors: 20 },
      { kind: 'nps', n: 100, promoters: 40, detractors: 30 },
    )!;
    expect(result.difference).toBeCloseTo(20, 12);
    expect(result.standardError).toBeCloseTo(Math.sqrt(130), 12);
    expect(result.ciLow).toBeCloseTo(20 - 1.959964 * Math.sqrt(130), 5);
    expect(result.ciHigh).toBeCloseTo(20 + 1.959964 * Math.sqrt(130), 5);
  });

  it('holds 0 exactly when the test of `compare` finds no difference (NPS and means)', () => {
    const answers = fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 2, maxLength: 60 });
    fc.assert(
      fc.property(fc.constantFrom('nps', 'mean' as const), answers, answers, (kind, a, b) => {
        const interval = differenceInterval(countsOf(kind, a, 10), countsOf(kind, b, 10));
        const test = compare(countsOf(kind, a, 10), countsOf(kind, b, 10));
        if (test === null) {
          expect(interval).toBeNull();
          return;
        }
        expect(interval!.difference).toBe(test.difference);
        // Away from the boundary, where round-off could tip either way.
        if (Math.abs(test.pValue - 0.05) < 1e-9) return;
        expect(interval!.ciLow > 0 || interval!.ciHigh < 0).toBe(test.significant);
      }),
    );
  });

  it('stays within the most a difference can be', () => {
    const nps = differenceInterval(
      { kind: 'nps', n: 2, promoters: 2, detractors: 0 },
      { kind: 'nps', n: 2, promoters: 0, detractors: 2 },
    )!;
    expect(nps.ciHigh).toBe(200);
    expect(nps.ciLow).toBeGreaterThan(-200);
    const topbox = differenceInterval({ kind: 'topbox', n: 2, hits: 0 }, { kind: 'topbox', n: 3, hits: 3 })!;
    expect(topbox.ciLow).toBe(-100);
  });

  it('has no answer for too few answers, different kinds, or two means without spread', () => {
    const two = { kind: 'topbox', n: 2, hits: 1 } as const;
    expect(differenceInterval(two, { kind: 'topbox', n: 1, hits: 1 })).toBeNull();
    expect(differenceInterval(two, { kind: 'nps', n: 5, promoters: 1, detractors: 1 })).toBeNull();
    expect(differenceInterval(countsOf('mean', [4, 4]), countsOf('mean', [3, 3, 3]))).toBeNull();
    expect(() => differenceInterval(two, two, 1)).toThrow(RangeError);
  });
});
