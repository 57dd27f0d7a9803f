import type { TSubscriptionFrequency } from '@opinio/domain/schemas/reports';

/** The hour (UTC) a subscription's run is due: the mail is there before the working day. */
const RUN_HOUR_UTC = 5;

const DAY_MS = 86_400_000;

/**
 * The next run strictly after `after`: every day, every week on `weekday` (1 Monday … 7
 * Sunday) or on the first of every month, at RUN_HOUR_UTC.
 */
export function nextRun(frequency: TSubscriptionFrequency, weekday: number | null, after: Date): Date {
  const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, RUN_HOUR_UTC));
  const y = after.getUTCFullYear();
  const m = after.getUTCMonth();
  const d = after.getUTCDate();
  if (frequency === 'monthly') {
    const thisMonth = at(y, m, 1);
    return thisMonth > after ? thisMonth : at(y, m + 1, 1);
  }
  let candidate = at(y, m, d);
  if (candidate <= after) candidate = new Date(candidate.getTime() + DAY_MS);
  if (frequency === 'daily') return candidate;
  const wanted = (weekday ?? 1) % 7; // getUTCDay: 0 Sunday
  while (candidate.getUTCDay() !== wanted) candidate = new Date(candidate.getTime() + DAY_MS);
  return candidate;
}

/** A run's key: the day it was due (the same run is never mailed twice to one recipient). */
export const runKey = (due: Date) => due.toISOString().slice(0, 10);
