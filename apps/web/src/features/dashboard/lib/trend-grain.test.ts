import { describe, expect, it } from 'vitest';
import { coarserGrain } from './trend-grain.ts';

const thin = { count: 3, suppressed: true };
const enough = { count: 8, suppressed: false };
const none = { count: 0, suppressed: false };

describe('the coarser grain of a thin trend', () => {
  it('gathers months into quarters when most months with answers are under the minimum', () => {
    expect(coarserGrain([thin, thin, enough, none, none], 'month')).toBe('quarter');
    expect(coarserGrain([thin, thin, enough], 'day')).toBe('week');
    expect(coarserGrain([thin, thin, enough], 'week')).toBe('month');
  });

  it('keeps the grain when half or more of the buckets have enough, when none has answers, and at quarters', () => {
    expect(coarserGrain([thin, enough], 'month')).toBeNull();
    expect(coarserGrain([thin, enough, enough, none, none, none], 'month')).toBeNull();
    expect(coarserGrain([none, none], 'month')).toBeNull();
    expect(coarserGrain([thin, thin], 'quarter')).toBeNull();
  });
});
