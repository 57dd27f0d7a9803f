/** First days (ISO) of the `count` calendar months ending with today's month, oldest first. */
export function monthStarts(today: Date, count: number): string[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - (count - 1) + i, 1)).toISOString().slice(0, 10),
  );
}

/** The first day (ISO) of the month after the one starting on `monthStart`. */
export function nextMonth(monthStart: string): string {
  const d = new Date(`${monthStart}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The index of the month a moment falls in, or -1 outside the months. */
export function monthIndex(months: readonly string[], at: Date): number {
  const key = at.toISOString().slice(0, 7);
  return months.findIndex((m) => m.startsWith(key));
}

/** Longest span of months a leaderboard counts. */
const MAX_MONTHS = 24;

/**
 * First days (ISO) of the calendar months a period [from, to) touches, oldest first: a
 * time filter chooses the leaderboard's months (at most the last MAX_MONTHS of them).
 */
export function monthsOfPeriod(period: { from: string; to: string }): string[] {
  const months: string[] = [];
  const lastDay = new Date(new Date(`${period.to}T00:00:00Z`).getTime() - 86_400_000);
  const last = lastDay.toISOString().slice(0, 7);
  for (let m = `${period.from.slice(0, 7)}-01`; m.slice(0, 7) <= last; m = nextMonth(m)) months.push(m);
  return months.slice(-MAX_MONTHS);
}
