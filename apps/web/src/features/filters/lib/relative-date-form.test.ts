import { describe, expect, it } from 'vitest';
import { relativeDateForm, relativeDateValue, resolvedDay } from './relative-date-form.ts';

const TODAY = new Date(Date.UTC(2025, 4, 28, 15, 30));

describe('relative-date form', () => {
  it('starts at 0 days back, exact, or at the current value', () => {
    expect(relativeDateForm([])).toEqual({ direction: 'e', amount: '0', unit: 'd', way: 'b' });
    expect(relativeDateForm(['rdateb30db'])).toEqual({ direction: 'b', amount: '30', unit: 'd', way: 'b' });
  });

  it('writes rdate, direction, number, unit and back or forward', () => {
    expect(relativeDateValue({ direction: 'b', amount: '30', unit: 'd', way: 'b' })).toBe('rdateb30db');
    expect(relativeDateValue({ direction: 'a', amount: ' 2 ', unit: 'm', way: 'f' })).toBe('rdatea2mf');
    expect(relativeDateValue({ direction: 'e', amount: '-1', unit: 'd', way: 'b' })).toBeNull();
    expect(relativeDateValue({ direction: 'e', amount: '1.5', unit: 'd', way: 'b' })).toBeNull();
  });

  it('resolves the day the form points at, or none while the amount is not a number', () => {
    expect(resolvedDay({ direction: 'b', amount: '30', unit: 'd', way: 'b' }, TODAY)).toEqual(
      new Date('2025-04-28T00:00:00Z'),
    );
    expect(resolvedDay({ direction: 'e', amount: '1', unit: 'y', way: 'f' }, TODAY)).toEqual(
      new Date('2026-05-28T00:00:00Z'),
    );
    expect(resolvedDay({ direction: 'e', amount: '', unit: 'd', way: 'b' }, TODAY)).toBeNull();
  });
});
