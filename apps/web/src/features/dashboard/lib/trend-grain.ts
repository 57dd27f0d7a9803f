import type { TTrendBucket } from '@opinio/domain/schemas/analytics';

/** A bucket another one gathers into: any but a day. */
type CoarserBucket = Exclude<TTrendBucket, 'day'>;

/** Each bucket's next coarser one: a quarter is the coarsest a trend has. */
const COARSER: Record<TTrendBucket, CoarserBucket | null> = {
  day: 'week',
  week: 'month',
  month: 'quarter',
  quarter: null,
};

/**
 * The coarser bucket a trend is better drawn by, or null: when most of its buckets with
 * answers have fewer than the survey's minimum (no value to show), the next coarser one,
 * which gathers them; else (or at quarters) none.
 */
export function coarserGrain(
  points: ReadonlyArray<{ count: number; suppressed: boolean }>,
  bucket: TTrendBucket,
): CoarserBucket | null {
  const answered = points.filter((p) => p.count > 0);
  const thin = answered.filter((p) => p.suppressed).length;
  return thin * 2 > answered.length ? COARSER[bucket] : null;
}
