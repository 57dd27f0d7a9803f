import { describe, expect, it } from 'vitest';
import { computeIndicator } from './indicators.ts';

describe('indicator formulas', () => {
  it('NPS is % promoters (9-10) minus % detractors (0-6)', () => {
    expect(computeIndicator('nps', [10, 9, 8, 7, 6, 0])).toBeCloseTo(0);
    expect(computeIndicator('nps', [10, 10, 10, 0])).toBeCloseTo(50);
  });

  it('topbox is the share of the two highest values', () => {
    expect(computeIndicator('topbox', [5, 4, 3, 1], 5)).toBe(50);
  });

  it('mean averages and an empty set has no value', () => {
    expect(computeIndicator('mean', [1, 2, 3])).toBe(2);
    expect(computeIndicator('nps', [])).toBeNull();
  });
});
