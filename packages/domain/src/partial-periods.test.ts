import { describe, expect, it } from 'vitest';
import { bucketEnd, markedLabel, partialPeriods } from './partial-periods.ts';

describe('partial periods', () => {
  it('a bucket ends at the first day of the next one', () => {
    expect(bucketEnd('2026-11-01', 'month')).toBe('2026-12-01');
    expect(bucketEnd('2026-10-01', 'quarter')).toBe('2027-01-01');
    expect(bucketEnd('2026-11-23', 'week')).toBe('2026-11-30');
    expect(bucketEnd('2026-11-30', 'day')).toBe('2026-12-01');
  });

  it('stars only a partial bucket', () => {
    expect(markedLabel('Nov 2026', true)).toBe('Nov 2026*');
    expect(markedLabel('Oct 2026', false)).toBe('Oct 2026');
  });

  it('says whether the period starts, ends or both starts and ends inside a partial bucket', () => {
    const period = { from: '2026-08-26', to: '2026-11-25' }; // the last 90 days up to 24 Nov
    const points = ['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'].map((bucket, i) => ({
      bucket,
      partial: i === 0 || i === 3,
    }));
    expect(partialPeriods(points, period, 'month')).toEqual([
      { bucket: '2026-08-01', kind: 'from', from: '2026-08-26', to: '2026-11-24' },
      { bucket: '2026-11-01', kind: 'until', from: '2026-08-26', to: '2026-11-24' },
    ]);
    expect(
      partialPeriods(
        [{ bucket: '2026-11-01', partial: true }],
        { from: '2026-11-05', to: '2026-11-20' },
        'month',
      ),
    ).toEqual([{ bucket: '2026-11-01', kind: 'between', from: '2026-11-05', to: '2026-11-19' }]);
    expect(partialPeriods(points, null, 'month')).toEqual([]);
  });
});
