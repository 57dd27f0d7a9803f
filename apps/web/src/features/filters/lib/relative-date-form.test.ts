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

  it('shows the resolved day as day/month-year, or N/A', () => {
    expect(resolvedDay({ direction: 'b', amount: '30', unit: 'd', way: 'b' }, TODAY)).toBe('28/4-2025');
    expect(resolvedDay({ direction: 'e', amount: '1', unit: 'y', way: 'f' }, TODAY)).toBe('28/5-2026');
    expect(resolvedDay({ direction: 'e', amount: '', unit: 'd', way: 'b' }, TODAY)).toBe('N/A');
  });
});
