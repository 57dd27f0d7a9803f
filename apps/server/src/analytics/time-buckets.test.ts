import { describe, expect, it } from 'vitest';
import { bucketSeries, bucketStart, lastDay } from './time-buckets.ts';

describe('time buckets', () => {
  it('start where DuckDB date_trunc starts them (weeks on Monday)', () => {
    const day = new Date('2026-11-22T00:00:00Z'); // a Sunday
    expect(bucketStart(day, 'week').toISOString().slice(0, 10)).toBe('2026-11-16');
    expect(bucketStart(day, 'month').toISOString().slice(0, 10)).toBe('2026-11-01');
    expect(bucketStart(day, 'quarter').toISOString().slice(0, 10)).toBe('2026-10-01');
  });

  it('list every bucket of a period, gaps included', () => {
    expect(bucketSeries('2026-08-24', '2026-11-22', 'month')).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(bucketSeries('2025-12-30', '2026-01-02', 'day')).toHaveLength(4);
    expect(bucketSeries('2026-01-01', '2025-01-01', 'month')).toEqual([]);
  });

  it('an exclusive period end gives the day before as the last day', () => {
    expect(lastDay('2026-03-01')).toBe('2026-02-28');
  });
});
