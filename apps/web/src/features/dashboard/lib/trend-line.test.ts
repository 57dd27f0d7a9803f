import { describe, expect, it } from 'vitest';
import { trendLine } from './trend-line.ts';

describe('trend line', () => {
  it('draws whole buckets solid and the segment into a partial last bucket dashed', () => {
    expect(trendLine([40, 42, 45], [false, false, true])).toEqual({
      solid: [40, 42, null],
      dashed: [[null, 42, 45]],
    });
  });

  it('a partial first bucket is dashed to the next one; both ends may be partial', () => {
    expect(trendLine([10, 20, 30, 40], [true, false, false, true])).toEqual({
      solid: [null, 20, 30, null],
      dashed: [
        [10, 20, null, null],
        [null, null, 30, 40],
      ],
    });
  });

  it('keeps gaps: a missing value breaks the line as before', () => {
    expect(trendLine([40, null, 45], [false, false, true])).toEqual({
      solid: [40, null, null],
      dashed: [[null, null, 45]],
    });
    expect(trendLine([1, 2], [false, false])).toEqual({ solid: [1, 2], dashed: [] });
  });
});
