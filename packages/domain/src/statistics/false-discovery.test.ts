import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedPValues, discoveries } from './false-discovery.ts';

// The 15 p-values of Benjamini & Hochberg (1995), section 4 (a study of myocardial
// infarction treatments): at q = 0.05 the procedure rejects the four smallest, where
// Bonferroni (0.05/15 = 0.0033) rejects only three.
const PAPER = [
  0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719, 0.6528,
  0.759, 1,
];

describe('Benjamini–Hochberg adjusted p-values', () => {
  it('of the paper’s example match p.adjust(p, "BH") computed by hand', () => {
    // m·p₍ᵢ₎/i, then the running minimum from the largest down: rank 6 (0.0278·15/6 = 0.0695)
    // takes rank 7's 0.0298·15/7 = 0.063857, rank 5 keeps its own 0.0201·3 = 0.0603.
    const expected = [
      0.0015,
      0.003,
      0.0095,
      0.035625,
      0.0603,
      0.0298 * (15 / 7),
      0.0298 * (15 / 7),
      0.0645,
      0.0765,
      0.486,
      0.4262 * (15 / 11),
      0.714875,
      0.6528 * (15 / 13),
      0.759 * (15 / 14),
      1,
    ];
    adjustedPValues(PAPER).forEach((q, i) => {
      expect(q).toBeCloseTo(expected[i], 12);
    });
  });

  it('reject the paper’s four smallest p-values at q = 0.05', () => {
    expect(discoveries(PAPER)).toEqual(PAPER.map((_, i) => i < 4));
    // At 10% the ninth (0.0459, adjusted 0.0765) and all below it are discoveries.
    expect(discoveries(PAPER, 0.1)).toEqual(PAPER.map((_, i) => i < 9));
  });

  it('keep the order of the input', () => {
    const shuffled = [6, 0, 14, 3, 9, 1, 12, 4, 7, 2, 13, 5, 10, 8, 11];
    const adjusted = adjustedPValues(PAPER);
    expect(adjustedPValues(shuffled.map((i) => PAPER[i]))).toEqual(shuffled.map((i) => adjusted[i]));
    expect(discoveries(shuffled.map((i) => PAPER[i]))).toEqual(shuffled.map((i) => i < 4));
  });

  it('give equal p-values equal adjusted values', () => {
    const adjusted = adjustedPValues([0.01, 0.5, 0.01, 0.01]);
    // The three ties share rank 3's 4·0.01/3; the largest keeps its own 4·0.5/4.
    expect(adjusted[0]).toBeCloseTo(0.04 / 3, 15);
    expect(adjusted[2]).toBe(adjusted[0]);
    expect(adjusted[3]).toBe(adjusted[0]);
    expect(adjusted[1]).toBe(0.5);
  });

  it('of nothing are nothing, and p-values all 1 stay 1', () => {
    expect(adjustedPValues([])).toEqual([]);
    expect(discoveries([])).toEqual([]);
    expect(adjustedPValues([1, 1, 1])).toEqual([1, 1, 1]);
    expect(discoveries([1, 1, 1])).toEqual([false, false, false]);
  });

  it('of a single test are its p-value', () => {
    expect(adjustedPValues([0.03])).toEqual([0.03]);
    expect(discoveries([0.05])).toEqual([true]);
    expect(discoveries([0.0500001])).toEqual([false]);
  });

  it('are at least the p-value, at most 1, and rise with it', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 40 }), (pValues) => {
        const adjusted = adjustedPValues(pValues);
        pValues.forEach((p, i) => {
          expect(adjusted[i]).toBeGreaterThanOrEqual(p);
          expect(adjusted[i]).toBeLessThanOrEqual(1);
          pValues.forEach((other, j) => {
            if (p < other) expect(adjusted[i]).toBeLessThanOrEqual(adjusted[j]);
          });
        });
      }),
    );
  });

  it('reject the same tests as the step-up procedure of the paper', () => {
    // Largest k with p₍ₖ₎ ≤ k·q/m, then the k smallest; p-values on a grid of 1/1000 keep
    // the comparison away from round-off at the boundary.
    const pValue = fc.integer({ min: 0, max: 1000 }).map((x) => x / 1000);
    fc.assert(
      fc.property(
        fc.array(pValue, { maxLength: 40 }),
        fc.constantFrom(0.01, 0.05, 0.1, 0.2),
        (pValues, q) => {
          const sorted = [...pValues].sort((a, b) => a - b);
          let k = 0;
          sorted.forEach((p, i) => {
            if (p * pValues.length <= (i + 1) * q * (1 + 1e-12)) k = i + 1;
          });
          const rejected = discoveries(pValues, q);
          expect(rejected.filter(Boolean).length).toBe(k);
          pValues.forEach((p, i) => {
            expect(rejected[i]).toBe(k > 0 && p <= sorted[k - 1]);
          });
        },
      ),
    );
  });

  it('refuse p-values outside [0, 1] and rates outside (0, 1)', () => {
    expect(() => adjustedPValues([0.5, 1.2])).toThrow(RangeError);
    expect(() => adjustedPValues([-0.1])).toThrow(RangeError);
    expect(() => adjustedPValues([Number.NaN])).toThrow(RangeError);
    expect(() => discoveries([0.5], 0)).toThrow(RangeError);
    expect(() => discoveries([0.5], 1)).toThrow(RangeError);
    expect(() => discoveries([0.5], Number.NaN)).toThrow(RangeError);
  });
});
