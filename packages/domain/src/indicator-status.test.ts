import { describe, expect, it } from 'vitest';
import { indicatorStatus } from './indicator-status.ts';

const nps = { thresholds: { low: 0, high: 30 } };
const satisfaction = { thresholds: { low: 3.5, high: 4.2 } };

describe('indicator status', () => {
  it('is bad below low, good at or above high, neutral between', () => {
    expect(indicatorStatus(-1, nps)).toBe('bad');
    expect(indicatorStatus(0, nps)).toBe('neutral');
    expect(indicatorStatus(29.9, nps)).toBe('neutral');
    expect(indicatorStatus(30, nps)).toBe('good');
    expect(indicatorStatus(3.49, satisfaction)).toBe('bad');
    expect(indicatorStatus(4.2, satisfaction)).toBe('good');
  });

  it('is neutral without a value, thresholds or indicator', () => {
    expect(indicatorStatus(null, nps)).toBe('neutral');
    expect(indicatorStatus(-99, { thresholds: null })).toBe('neutral');
    expect(indicatorStatus(99, undefined)).toBe('neutral');
  });
});
