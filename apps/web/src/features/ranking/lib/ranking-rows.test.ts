import { describe, expect, it } from 'vitest';
import {
  nextSort,
  type RankingRow,
  rankChange,
  sortRankingRows,
  splitRanking,
  valueRange,
} from './ranking-rows.ts';

const row = (
  title: string,
  rank: number | null,
  value: number | null,
  count: number,
  previousRank: number | null = null,
): RankingRow => ({
  extName: title.toLowerCase(),
  title,
  path: `org,all,${title.toLowerCase()}`,
  rank,
  value,
  ciLow: null,
  ciHigh: null,
  fairScore: null,
  differsFromParent: null,
  previousValue: null,
  change: null,
  changeSignificant: null,
  count,
  previousRank,
  peer: null,
});

const rows = [
  row('B', 1, 60, 40, 3),
  row('A', 2, 55, 80, 1),
  row('C', 3, 10, 20, null),
  row('D', null, 90, 4, 2),
];

describe('ranking rows', () => {
  it('rank change is the places gained since the previous period, null without a previous rank', () => {
    expect(rows.map(rankChange)).toEqual([2, -1, null, null]);
  });

  it('units without a rank are split apart', () => {
    const { ranked, tooFew } = splitRanking(rows);
    expect(ranked.map((r) => r.title)).toEqual(['B', 'A', 'C']);
    expect(tooFew.map((r) => r.title)).toEqual(['D']);
  });

  it('sorts by any column; missing values go last in both directions', () => {
    const titles = (sorted: RankingRow[]) => sorted.map((r) => r.title);
    expect(titles(sortRankingRows(rows, { column: 'title', direction: 'asc' }))).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(titles(sortRankingRows(rows, { column: 'count', direction: 'desc' }))).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(titles(sortRankingRows(rows, { column: 'change', direction: 'desc' }))).toEqual([
      'B',
      'A',
      'C',
      'D',
    ]);
    expect(titles(sortRankingRows(rows, { column: 'change', direction: 'asc' }))).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(titles(sortRankingRows(rows, { column: 'rank', direction: 'desc' }))).toEqual([
      'C',
      'A',
      'B',
      'D',
    ]);
  });

  it('a new column starts in its natural direction, the same column flips', () => {
    expect(nextSort({ column: 'rank', direction: 'asc' }, 'value')).toEqual({
      column: 'value',
      direction: 'desc',
    });
    expect(nextSort({ column: 'rank', direction: 'asc' }, 'title')).toEqual({
      column: 'title',
      direction: 'asc',
    });
    expect(nextSort({ column: 'rank', direction: 'asc' }, 'rank')).toEqual({
      column: 'rank',
      direction: 'desc',
    });
  });

  it('the value range spans the values, ignoring units without one', () => {
    expect(valueRange(rows)).toEqual({ min: 10, max: 90 });
    expect(valueRange([row('E', null, null, 0)])).toEqual({ min: 0, max: 0 });
  });
});
