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
