import type { TTrendBucket } from './schemas/analytics.ts';

const DAY_MS = 86_400_000;
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day after a bucket, from its first day (weeks and days by days, others by months). */
export function bucketEnd(start: string, size: TTrendBucket): string {
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
 * Why a bucket is partial: the period starts inside it (`from`), ends inside it (`until`),
 * or both (`between`). `from` and `to` are the period's first and last day (ISO, inclusive).
 */
export interface PartialPeriod {
  bucket: string;
  kind: 'from' | 'until' | 'between';
  from: string;
  to: string;
}

/**
 * One entry per partial bucket of a trend, for the note under the chart ("* partial month:
 * up to 23 Nov 2026"). The period's `to` is exclusive; without a period nothing is partial.
 * Every chart and report words its notes from these, in its own language.
 */
export function partialPeriods(
  points: ReadonlyArray<{ bucket: string; partial: boolean }>,
  period: { from: string; to: string } | null,
  size: TTrendBucket,
): PartialPeriod[] {
  if (!period) return [];
  const from = period.from;
  const to = isoDay(dayMs(period.to) - DAY_MS);
  return points
    .filter((p) => p.partial)
    .map((p) => {
      const startsInside = period.from > p.bucket;
      const endsInside = period.to < bucketEnd(p.bucket, size);
      const kind = startsInside && endsInside ? 'between' : startsInside ? 'from' : 'until';
      return { bucket: p.bucket, kind, from, to };
    });
}

/**
 * A partial bucket at either end of a trend with less than this share of its days inside the
 * period is not drawn: the one day of August that a period of 91 days starting on 31 August
 * holds is no month, and drawn beside whole months it read as one.
 */
export const MIN_DRAWN_SHARE = 0.25;

/** The days of a bucket inside a period (`to` exclusive): its first and last, and how many. */
function inside(bucket: string, size: TTrendBucket, period: { from: string; to: string }) {
  const end = bucketEnd(bucket, size);
  const first = bucket > period.from ? bucket : period.from;
  const after = end < period.to ? end : period.to;
  return {
    from: first,
    to: isoDay(dayMs(after) - DAY_MS),
    days: Math.max(0, (dayMs(after) - dayMs(first)) / DAY_MS),
    of: (dayMs(end) - dayMs(bucket)) / DAY_MS,
  };
}

/**
 * The buckets a trend draws, and the days left out: a partial first or last bucket with less
 * than `MIN_DRAWN_SHARE` of its days in the period is not drawn (its answers still count in
 * every other figure: the tiles, the tables, the rankings), unless fewer than two buckets
 * would be left. Every chart and report draws the same buckets and words the same note.
 */
export function drawnBuckets<T extends { bucket: string; partial: boolean }>(
  points: readonly T[],
  period: { from: string; to: string } | null,
  size: TTrendBucket,
): { drawn: T[]; leftOut: Array<{ from: string; to: string }> } {
  if (!period || points.length < 3) return { drawn: [...points], leftOut: [] };
  const short = (p: T | undefined) => {
    if (!p?.partial) return false;
    const part = inside(p.bucket, size, period);
    return part.days < part.of * MIN_DRAWN_SHARE;
  };
  const dropFirst = short(points[0]);
  const dropLast = short(points[points.length - 1]);
  const drawn = points.slice(dropFirst ? 1 : 0, dropLast ? -1 : undefined);
  if (drawn.length < 2) return { drawn: [...points], leftOut: [] };
  const leftOut = [...(dropFirst ? [points[0]] : []), ...(dropLast ? [points[points.length - 1]] : [])].map(
    (p) => {
      const { from, to } = inside(p.bucket, size, period);
      return { from, to };
    },
  );
  return { drawn, leftOut };
}

/**
 * A formatter of ISO days ("2026-11-24") in a language, with the year ("24 Nov 2026"): a
 * period of two years names the same month twice.
 */
export function isoDayFormat(locale: string): (iso: string) => string {
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (iso) => day.format(Date.parse(`${iso}T00:00:00Z`));
}
