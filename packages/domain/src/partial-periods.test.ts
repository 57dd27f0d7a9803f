import { describe, expect, it } from 'vitest';
import { bucketEnd, drawnBuckets, markedLabel, partialPeriods } from './partial-periods.ts';

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

  it('draws no edge bucket of which the period holds less than a quarter', () => {
    const months = ['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];
    const points = months.map((bucket, i) => ({ bucket, partial: i === 0 || i === 3 }));
    // 91 days from 31 August: one day of August, 29 of November
    const oneDay = drawnBuckets(points, { from: '2026-08-31', to: '2026-11-30' }, 'month');
    expect(oneDay.drawn.map((p) => p.bucket)).toEqual(months.slice(1));
    expect(oneDay.leftOut).toEqual([{ from: '2026-08-31', to: '2026-08-31' }]);
    // seven days of August (under a quarter of 31) and two of November: both left out
    const both = drawnBuckets(points, { from: '2026-08-25', to: '2026-11-03' }, 'month');
    expect(both.drawn.map((p) => p.bucket)).toEqual(['2026-09-01', '2026-10-01']);
    expect(both.leftOut).toEqual([
      { from: '2026-08-25', to: '2026-08-31' },
      { from: '2026-11-01', to: '2026-11-02' },
    ]);
    // eight days of August: a quarter or more, drawn (starred)
    expect(drawnBuckets(points, { from: '2026-08-24', to: '2026-11-30' }, 'month').leftOut).toEqual([]);
    // weeks: one day of a week is left out
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16'].map((bucket, i) => ({
      bucket,
      partial: i !== 1,
    }));
    const byWeek = drawnBuckets(weeks, { from: '2026-11-08', to: '2026-11-20' }, 'week');
    expect(byWeek.drawn.map((p) => p.bucket)).toEqual(['2026-11-09', '2026-11-16']);
    expect(byWeek.leftOut).toEqual([{ from: '2026-11-08', to: '2026-11-08' }]);
  });

  it('keeps every bucket without a period, and at least two', () => {
    const points = ['2026-08-01', '2026-09-01', '2026-10-01'].map((bucket, i) => ({
      bucket,
      partial: i !== 1,
    }));
    expect(drawnBuckets(points, null, 'month').drawn).toHaveLength(3);
    const two = points.slice(0, 2);
    expect(drawnBuckets(two, { from: '2026-08-31', to: '2026-10-01' }, 'month').drawn).toHaveLength(2);
  });
});
