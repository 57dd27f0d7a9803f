import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeIndicator } from '../indicators.ts';
import { indicatorValue, subtractCounts } from './indicator-counts.ts';
import { countsOf } from './raw-answers.ts';

const kinds = ['nps', 'mean', 'topbox'] as const;
const answers = fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 60 });

describe('indicator counts', () => {
  it('give the same value as the product formula on the raw answers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), answers, (kind, raw) => {
        const value = indicatorValue(countsOf(kind, raw, 10));
        const reference = computeIndicator(kind, raw, 10);
        if (reference === null) expect(value).toBeNull();
        else expect(value).toBeCloseTo(reference, 9);
      }),
    );
  });

  it('have no value without answers', () => {
    expect(indicatorValue({ kind: 'nps', n: 0, promoters: 0, detractors: 0 })).toBeNull();
    expect(indicatorValue({ kind: 'mean', n: 0, sum: 0, sumSquares: 0 })).toBeNull();
    expect(indicatorValue({ kind: 'topbox', n: 0, hits: 0 })).toBeNull();
  });

  it('NPS of 3 promoters, 1 passive and 1 detractor is 40', () => {
    expect(indicatorValue({ kind: 'nps', n: 5, promoters: 3, detractors: 1 })).toBe(40);
  });

  it('the parent minus a unit are the counts of the rest of the parent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), answers, answers, (kind, unit, rest) => {
        const parent = countsOf(kind, [...unit, ...rest], 10);
        const complement = subtractCounts(parent, countsOf(kind, unit, 10));
        const expected = countsOf(kind, rest, 10);
        expect(complement.kind).toBe(kind);
        for (const [key, value] of Object.entries(expected)) {
          if (typeof value === 'number')
            expect(complement[key as keyof typeof complement]).toBeCloseTo(value, 6);
        }
      }),
    );
  });

  it('subtracting all of a mean leaves exactly nothing', () => {
    const whole = { kind: 'mean', n: 3, sum: 0.1 + 0.2 + 0.3, sumSquares: 0.01 + 0.04 + 0.09 } as const;
    expect(subtractCounts(whole, whole)).toEqual({ kind: 'mean', n: 0, sum: 0, sumSquares: 0 });
  });

  it('refuses a part of another kind or larger than the whole', () => {
    const nps = { kind: 'nps', n: 10, promoters: 5, detractors: 2 } as const;
    expect(() => subtractCounts(nps, { kind: 'topbox', n: 5, hits: 1 })).toThrow(RangeError);
    expect(() => subtractCounts(nps, { ...nps, n: 11 })).toThrow(RangeError);
    expect(() => subtractCounts(nps, { ...nps, n: 8, promoters: 6 })).toThrow(RangeError);
  });
});
