import { describe, expect, it } from 'vitest';
import { comparableBuckets } from './trend-comparison.ts';

describe('comparable trend buckets', () => {
  it('leaves out partial buckets, buckets without a value and buckets under the minimum of answers', () => {
    const buckets = [
      { value: 40, count: 60 },
      { value: null, count: 0 },
      { value: 21, count: 3 },
      { value: 35, count: 48 },
      { value: -40, count: 5, partial: true },
    ];
    expect(comparableBuckets(buckets)).toEqual([0, 2, 3]);
    expect(comparableBuckets(buckets, 5)).toEqual([0, 3]);
    expect(comparableBuckets([{ value: 12, count: 9, partial: true }], 5)).toEqual([]);
  });
});
