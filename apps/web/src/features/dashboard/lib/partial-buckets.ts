import { isoDayFormat, partialPeriods } from '@opinio/domain/partial-periods';
import type { TTrendBucket } from '@opinio/domain/schemas/analytics';
import type { TFunction } from 'i18next';

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
  // With the year: a 24-month period has a partial month at each end, two years apart.
  const format = isoDayFormat(locale);
  return partialPeriods(points, period, size).map((p) => {
    const from = format(p.from);
    const to = format(p.to);
    if (p.kind === 'between') return t(`chart.partialNote.between.${size}`, { from, to });
    if (p.kind === 'from') return t(`chart.partialNote.from.${size}`, { date: from });
    return t(`chart.partialNote.until.${size}`, { date: to });
  });
}

/**
 * The notes for the edge buckets a trend leaves out (`drawnBuckets`): "Not drawn: 31 Aug 2026,
 * too small a part of its month to stand for it", with the days the period holds of it.
 */
export function leftOutNotes(
  leftOut: ReadonlyArray<{ from: string; to: string }>,
  size: TTrendBucket,
  t: TFunction,
  locale: string,
): string[] {
  const format = isoDayFormat(locale);
  return leftOut.map(({ from, to }) =>
    t(`chart.leftOutNote.${size}`, { days: from === to ? format(from) : `${format(from)} – ${format(to)}` }),
  );
}
