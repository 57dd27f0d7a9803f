/** A bucket of a trend as far as comparing it goes. */
export interface ComparableBucket {
  value: number | null;
  count: number;
  /** The bucket is not whole: today so far, a month up to today. */
  partial?: boolean;
}

/**
 * The buckets a trend's words may compare, oldest first, by index: whole buckets with a
 * value on at least `minCount` answers. A partial bucket (today at 9 o'clock, 5 answers) is
 * drawn, marked as partial, but never called "the latest" nor compared with the day before:
 * its value is of a few early answers and its fall would be news that is not true.
 */
export function comparableBuckets(buckets: readonly ComparableBucket[], minCount = 0): number[] {
  return buckets.flatMap((b, at) => (b.value !== null && !b.partial && b.count >= minCount ? [at] : []));
}
