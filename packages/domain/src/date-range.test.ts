import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGE,
  DATE_RANGE_MESSAGE,
  INTERVIEW_DATE_MAX,
  INTERVIEW_DATE_MIN,
  isWithinDateRange,
  ZInterviewDate,
  ZStoredDateTime,
} from './date-range.ts';

const issue = (text: unknown) => ZInterviewDate.safeParse(text).error?.issues[0]?.message;

describe('the supported date range', () => {
  it('is 1970-01-01 to 2099-12-31 (UTC), both days whole', () => {
    expect([INTERVIEW_DATE_MIN, INTERVIEW_DATE_MAX]).toEqual(['1970-01-01', '2099-12-31']);
    expect(isWithinDateRange(new Date('1970-01-01T00:00:00Z'))).toBe(true);
    expect(isWithinDateRange(new Date('2099-12-31T23:59:59.999Z'))).toBe(true);
    expect(isWithinDateRange(new Date('1969-12-31T23:59:59.999Z'))).toBe(false);
    expect(isWithinDateRange(new Date('2100-01-01T00:00:00Z'))).toBe(false);
    expect(isWithinDateRange(new Date('not a date'))).toBe(false);
  });

  it('an interview date is a date or a date-time with offset, within the range', () => {
    for (const good of ['2026-06-10', '2026-06-10T09:30:00Z', '1970-01-01', '2099-12-31T23:59:59+00:00']) {
      expect(ZInterviewDate.safeParse(good).success, good).toBe(true);
    }
    for (const early of ['1969-12-31', '0001-01-01', '1970-01-01T00:30:00+01:00']) {
      expect(issue(early), early).toBe(DATE_RANGE_MESSAGE);
    }
    for (const late of ['2100-01-01', '2107-01-01', '9999-12-31T23:59:59Z']) {
      expect(issue(late), late).toBe(DATE_RANGE_MESSAGE);
    }
    for (const malformed of ['yesterday', '2026-02-30', '+275760-01-01', '2026-06-10T09:30:00', 20260610]) {
      expect(issue(malformed), String(malformed)).toBe(DATE_FORMAT_MESSAGE);
    }
    expect(DATE_RANGE_MESSAGE).toContain('1970-01-01');
    expect(DATE_RANGE_MESSAGE).toContain('2099-12-31');
  });

  it('a stored date-time (due dates) keeps to the same range', () => {
    expect(ZStoredDateTime.safeParse('2026-07-01T12:00:00Z').success).toBe(true);
    expect(ZStoredDateTime.safeParse('0000-01-01T00:00:00Z').error?.issues[0]?.message).toBe(
      DATE_RANGE_MESSAGE,
    );
    expect(ZStoredDateTime.safeParse('2026-07-01').success).toBe(false);
  });
});
