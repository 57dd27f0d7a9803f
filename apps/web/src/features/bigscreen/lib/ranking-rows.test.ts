import { describe, expect, it } from 'vitest';
import { rankingRows } from './ranking-rows.ts';

const units = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `u${from + i}`);

describe('rankingRows', () => {
  it('gives the bottom three rows and the top the other four', () => {
    expect(rankingRows(units(5), units(5, 20))).toEqual({ top: units(4), bottom: units(3, 20) });
  });

  it('leaves the room of a short bottom list to the top', () => {
    expect(rankingRows(units(5), units(1, 20))).toEqual({ top: units(5), bottom: ['u20'] });
    expect(rankingRows(units(9), [])).toEqual({ top: units(7), bottom: [] });
  });

  it('shows what there is when there are few units', () => {
    expect(rankingRows(units(2), units(2, 20))).toEqual({ top: units(2), bottom: units(2, 20) });
  });

  it('fits the room the card has: never more rows than it holds, the bottom at most half of them', () => {
    expect(rankingRows(units(5), units(5, 20), 5)).toEqual({ top: units(3), bottom: units(2, 20) });
    expect(rankingRows(units(5), units(5, 20), 3)).toEqual({ top: units(2), bottom: ['u20'] });
    expect(rankingRows(units(5), units(5, 20), 1)).toEqual({ top: units(1), bottom: [] });
    expect(rankingRows(units(5), units(5, 20), 10)).toEqual({ top: units(5), bottom: units(3, 20) });
  });
});
