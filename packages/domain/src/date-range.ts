import { z } from 'zod';

/**
 * The dates the product accepts, decided once: from 1970-01-01 to 2099-12-31 (UTC days,
 * both whole). Every date that is written (interviews by the API and by import, alert due
 * dates) keeps to it. Feedback is never older than 1970; the analytics read model keeps an
 * interview's time as unsigned 32-bit seconds since 1970, which ends in February 2106, and
 * a round year well before that is easy to state and to test.
 */
export const INTERVIEW_DATE_MIN = '1970-01-01';
export const INTERVIEW_DATE_MAX = '2099-12-31';

const START_MS = Date.parse(`${INTERVIEW_DATE_MIN}T00:00:00Z`);
/** Exclusive: the first moment after the last supported day. */
const END_MS = Date.parse(`${INTERVIEW_DATE_MAX}T00:00:00Z`) + 86_400_000;

export const DATE_FORMAT_MESSAGE =
  'must be a date (2026-06-30) or a date-time with offset (2026-06-30T09:30:00Z)';
export const DATE_RANGE_MESSAGE = `must be between ${INTERVIEW_DATE_MIN} and ${INTERVIEW_DATE_MAX} (UTC)`;

export function isWithinDateRange(date: Date): boolean {
  const ms = date.getTime();
  return ms >= START_MS && ms < END_MS;
}

const withinRange = (text: string) => isWithinDateRange(new Date(text));
/** A date out of the range, as an error code with its parameters (zodIssueProblem reads them). */
const OUT_OF_RANGE = {
  error: DATE_RANGE_MESSAGE,
  params: { code: 'date_out_of_range', min: INTERVIEW_DATE_MIN, max: INTERVIEW_DATE_MAX },
};

/** An interview's date: ISO date-time with offset, or ISO date (midnight UTC), in the range. */
export const ZInterviewDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: DATE_FORMAT_MESSAGE })
  .refine(withinRange, OUT_OF_RANGE);

/** Any other date-time a request stores (an alert's due date): with offset, in the range. */
export const ZStoredDateTime = z.iso.datetime({ offset: true }).refine(withinRange, OUT_OF_RANGE);
