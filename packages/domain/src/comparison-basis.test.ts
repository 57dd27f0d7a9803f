import { describe, expect, it } from 'vitest';
import { changeBasis, periodDays } from './comparison-basis.ts';

describe('the basis of a change', () => {
  it('counts the days of a period whose end is exclusive', () => {
    expect(periodDays({ from: '2026-08-31', to: '2026-11-30' })).toBe(91);
    expect(periodDays({ from: '2026-06-01', to: '2026-08-31' })).toBe(91);
    expect(periodDays({ from: '2026-11-29', to: '2026-11-30' })).toBe(1);
    // across the change to summer time: whole UTC days
    expect(periodDays({ from: '2026-03-01', to: '2026-04-01' })).toBe(31);
  });

  it('names the days before for a change, and why there is none otherwise', () => {
    const before = { from: '2026-06-01', to: '2026-08-31' };
    expect(changeBasis({ value: 36, change: -4 }, before)).toEqual({ kind: 'change', days: 91 });
    // a period without enough answers before it: not "no earlier period"
    expect(changeBasis({ value: 36, change: null }, before)).toEqual({ kind: 'tooFewBefore', days: 91 });
    expect(changeBasis({ value: 36, change: null }, null)).toEqual({ kind: 'noPeriod' });
    // no figure, no change: whatever the period
    expect(changeBasis({ value: null, change: null }, before)).toEqual({ kind: 'noValue' });
    expect(changeBasis({ value: null, change: null }, null)).toEqual({ kind: 'noValue' });
  });
});
