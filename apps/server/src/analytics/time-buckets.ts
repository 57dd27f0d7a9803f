import type { TTrendBucket } from '@opinio/domain/schemas/analytics';

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The start of the bucket a day falls in, as DuckDB's date_trunc does (weeks start on Monday). @internal */
export function bucketStart(day: Date, bucket: TTrendBucket): Date {
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth();
  if (bucket === 'day') return new Date(Date.UTC(y, m, day.getUTCDate()));
  if (bucket === 'month') return new Date(Date.UTC(y, m, 1));
  if (bucket === 'quarter') return new Date(Date.UTC(y, m - (m % 3), 1));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(Date.UTC(y, m, day.getUTCDate() - weekday));
}

/** The first day after a bucket. */
function next(start: Date, bucket: TTrendBucket): Date {
  const d = new Date(start);
  if (bucket === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (bucket === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else if (bucket === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 3);
  return d;
}

/** Every bucket from the one holding `first` to the one holding `last` (ISO dates, both included). */
export function bucketSeries(first: string, last: string, bucket: TTrendBucket, max = 2000): string[] {
  const series: string[] = [];
  const end = bucketStart(new Date(`${last}T00:00:00Z`), bucket);
  for (
    let d = bucketStart(new Date(`${first}T00:00:00Z`), bucket);
    d <= end && series.length < max;
    d = next(d, bucket)
  ) {
    series.push(iso(d));
  }
  return series;
}

/**
 * Whether a bucket (its first day, ISO) reaches outside a period (`to` exclusive): the first
 * bucket when the period starts after the bucket does, the last when the period ends before the
 * bucket does (the current month up to today). A chart draws such a bucket as partial.
 */
export function isPartialBucket(
  start: string,
  bucket: TTrendBucket,
  period: { from: string; to: string },
): boolean {
  const first = new Date(`${start}T00:00:00Z`);
  return start < period.from || iso(next(first, bucket)) > period.to;
}

/** The last day of a period whose end is exclusive. */
export function lastDay(toExclusive: string): string {
  return iso(new Date(Date.parse(`${toExclusive}T00:00:00Z`) - DAY_MS));
}
