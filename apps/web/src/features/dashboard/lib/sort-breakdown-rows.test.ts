import { describe, expect, it } from 'vitest';
import { sortBreakdownRows } from './sort-breakdown-rows.ts';

const row = (extName: string, count: number, nps: number | null) => ({
  extName,
  title: extName,
  count,
  values: { nps },
  stats: { nps: { count, ciLow: null, ciHigh: null, suppressed: false, differsFromParent: null } },
  hasChildren: true,
});

describe('breakdown sorting', () => {
  const rows = [row('store10', 5, 20), row('store2', 50, null), row('store1', 10, 40)];

  it('sorts titles naturally', () => {
    expect(sortBreakdownRows(rows, { column: 'title', direction: 'asc' }).map((r) => r.extName)).toEqual([
      'store1',
      'store2',
      'store10',
    ]);
  });

  it('sorts by an indicator with missing values last in both directions', () => {
    const desc = sortBreakdownRows(rows, { column: 'nps', direction: 'desc' }).map((r) => r.extName);
    expect(desc).toEqual(['store1', 'store10', 'store2']);
    const asc = sortBreakdownRows(rows, { column: 'nps', direction: 'asc' }).map((r) => r.extName);
    expect(asc).toEqual(['store10', 'store1', 'store2']);
  });
});
