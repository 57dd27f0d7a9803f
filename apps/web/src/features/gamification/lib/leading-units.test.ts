import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { leadingUnits, pointsTable } from './leading-units.ts';

const row = (title: string, points: number, rank: number, byMonth = [points]) => ({
  extName: title.toLowerCase(),
  title,
  points,
  rank,
  byMonth,
});

describe('leading units', () => {
  it('are the ten with the most points, most first', () => {
    const rows = Array.from({ length: 14 }, (_, i) => row(`Store ${i}`, i * 10, 14 - i));
    const leaders = leadingUnits(rows);
    expect(leaders).toHaveLength(10);
    expect(leaders[0].title).toBe('Store 13');
    expect(leaders.map((u) => u.points)).toEqual([...leaders.map((u) => u.points)].sort((a, b) => b - a));
  });

  it('equal points keep the rank order, then the name', () => {
    const leaders = leadingUnits([row('B', 5, 2), row('C', 5, 1), row('A', 5, 2)], 3);
    expect(leaders.map((u) => u.title)).toEqual(['C', 'A', 'B']);
  });

  it('as a table: a row per unit with its points in all and per month', () => {
    const table = pointsTable(
      [row('Store 12', 1250, 1, [250, 1000])],
      ['May 26', 'Jun 26'],
      i18n.getFixedT('en'),
      'en',
    );
    expect(table).toEqual({
      columns: ['Unit', 'Points', 'May 26', 'Jun 26'],
      rows: [['Store 12', '1,250', '250', '1,000']],
    });
  });
});
