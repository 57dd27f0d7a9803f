import type { TIndicator } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import { indicatorStatus } from './indicator-status.ts';

const nps = { thresholds: { low: 0, high: 30 } } as TIndicator;

describe('indicator status', () => {
  it('is bad below low, good at or above high, neutral between', () => {
    expect(indicatorStatus(-1, nps)).toBe('bad');
    expect(indicatorStatus(0, nps)).toBe('neutral');
    expect(indicatorStatus(30, nps)).toBe('good');
  });

  it('is neutral without a value or thresholds', () => {
    expect(indicatorStatus(null, nps)).toBe('neutral');
    expect(indicatorStatus(99, { thresholds: null } as TIndicator)).toBe('neutral');
  });
});
