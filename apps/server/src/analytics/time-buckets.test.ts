import { describe, expect, it } from 'vitest';
import { bucketSeries, bucketStart, isPartialBucket, lastDay } from './time-buckets.ts';

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

  it('a bucket the period ends inside is partial: the current month up to today', () => {
    const period = { from: '2025-11-23', to: '2026-11-24' }; // the last 12 months up to 23 Nov
    expect(isPartialBucket('2026-11-01', 'month', period)).toBe(true);
    expect(isPartialBucket('2026-10-01', 'month', period)).toBe(false);
    expect(isPartialBucket('2026-10-01', 'quarter', period)).toBe(true);
    expect(isPartialBucket('2026-11-23', 'week', period)).toBe(true);
    expect(isPartialBucket('2026-11-23', 'day', period)).toBe(false);
  });

  it('a first bucket that starts before the period is partial', () => {
    const period = { from: '2025-11-23', to: '2026-11-24' };
    expect(isPartialBucket('2025-11-01', 'month', period)).toBe(true);
    expect(isPartialBucket('2025-12-01', 'month', period)).toBe(false);
    expect(isPartialBucket('2025-11-17', 'week', period)).toBe(true);
    expect(isPartialBucket('2025-11-24', 'week', period)).toBe(false);
  });

  it('buckets of a period of whole months or quarters are whole, up to its last day', () => {
    const year = { from: '2026-01-01', to: '2027-01-01' };
    expect(
      bucketSeries(year.from, lastDay(year.to), 'month').filter((b) => isPartialBucket(b, 'month', year)),
    ).toEqual([]);
    expect(
      bucketSeries(year.from, lastDay(year.to), 'quarter').some((b) => isPartialBucket(b, 'quarter', year)),
    ).toBe(false);
    // a month that ends on the period's last day is whole (its end is exclusive, as the period's)
    expect(isPartialBucket('2026-02-01', 'month', { from: '2026-02-01', to: '2026-03-01' })).toBe(false);
    expect(isPartialBucket('2026-02-01', 'month', { from: '2026-02-01', to: '2026-02-28' })).toBe(true);
  });
});
