import type { TTrendBucket } from '@opinio/domain/schemas/analytics';
import type { TFunction } from 'i18next';

const DAY_MS = 86_400_000;
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The first day after a bucket, from its first day (weeks and days by days, others by months). */
function bucketEnd(start: string, size: TTrendBucket): string {
  const date = new Date(dayMs(start));
  if (size === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else if (size === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else date.setUTCMonth(date.getUTCMonth() + (size === 'month' ? 1 : 3));
  return date.toISOString().slice(0, 10);
}

/** A bucket's axis label, starred when the bucket is partial ("Nov 2026*"): the note under the chart says why. */
export function markedLabel(label: string, partial: boolean): string {
  return partial ? `${label}*` : label;
}

/**
 * The notes under a trend, one per partial bucket: "* partial month: up to 23 Nov" for a
 * period that ends inside its bucket, "from 24 Nov" for one that starts inside it, both
 * dates when it does both. The period's `to` is exclusive.
 */
export function partialNotes(
  points: ReadonlyArray<{ bucket: string; partial: boolean }>,
  period: { from: string; to: string } | null,
  size: TTrendBucket,
  t: TFunction,
  locale: string,
): string[] {
  if (!period) return [];
  // With the year: a 24-month period has a partial month at each end, two years apart.
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = day.format(dayMs(period.from));
  const to = day.format(dayMs(period.to) - DAY_MS);
  return points
    .filter((p) => p.partial)
    .map((p) => {
      const startsInside = period.from > p.bucket;
      const endsInside = period.to < bucketEnd(p.bucket, size);
      if (startsInside && endsInside) return t(`chart.partialNote.between.${size}`, { from, to });
      if (startsInside) return t(`chart.partialNote.from.${size}`, { date: from });
      return t(`chart.partialNote.until.${size}`, { date: to });
    });
}
