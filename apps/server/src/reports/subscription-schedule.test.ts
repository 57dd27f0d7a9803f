import { describe, expect, it } from 'vitest';
import { nextRun, runKey } from './subscription-schedule.ts';

describe('subscription schedule', () => {
  // Monday 23 November 2026
  const monday = new Date('2026-11-23T10:00:00Z');

  it('a daily report runs the next morning, or this morning when it is still to come', () => {
    expect(nextRun('daily', null, monday).toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(nextRun('daily', null, new Date('2026-11-23T04:59:00Z')).toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    );
    expect(nextRun('daily', null, new Date('2026-11-23T05:00:00Z')).toISOString()).toBe(
      '2026-11-24T05:00:00.000Z',
    );
  });

  it('a weekly report runs on its weekday (1 Monday … 7 Sunday)', () => {
    expect(nextRun('weekly', 1, monday).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(nextRun('weekly', 3, monday).toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(nextRun('weekly', 7, monday).toISOString()).toBe('2026-11-29T05:00:00.000Z');
    expect(new Date(nextRun('weekly', 5, monday)).getUTCDay()).toBe(5);
  });

  it('a monthly report runs on the first, across the year end', () => {
    expect(nextRun('monthly', null, monday).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(nextRun('monthly', null, new Date('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
    expect(nextRun('monthly', null, new Date('2027-01-01T04:00:00Z')).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
  });

  it('a run is keyed by its day', () => {
    expect(runKey(new Date('2026-11-30T05:00:00Z'))).toBe('2026-11-30');
  });
});
