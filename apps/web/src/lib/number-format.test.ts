import { describe, expect, it } from 'vitest';
import { formatDay, formatPeriodEnd } from './number-format.ts';

describe('days in the user’s language', () => {
  const day = new Date('2026-11-22T00:00:00Z');

  it('writes a calendar day as the language does, whatever the time zone', () => {
    expect(formatDay(day, 'en')).toBe('Nov 22, 2026');
    expect(formatDay(day, 'fi')).toBe('22.11.2026');
    expect(formatDay(day, 'sv')).toBe('22 nov. 2026');
  });

  it('the last day of a period is the day before its exclusive end', () => {
    expect(formatPeriodEnd('2026-11-23', 'fi')).toBe('22.11.2026');
    expect(formatPeriodEnd('not a day', 'fi')).toBe('not a day');
  });
});
