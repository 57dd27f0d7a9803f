import { describe, expect, it } from 'vitest';
import type { IndicatorCounts } from '../statistics/indicator-counts.ts';
import { comparePooled } from '../statistics/pooled-comparison.ts';
import { type ChangeCell, changeKey, closedChanges, detectChanges, testCells } from './detect-changes.ts';
import { differenceInterval } from './difference-interval.ts';

const nps = (n: number, promoters: number, detractors: number): IndicatorCounts => ({
  kind: 'nps',
  n,
  promoters,
  detractors,
});
const topbox = (n: number, hits: number): IndicatorCounts => ({ kind: 'topbox', n, hits });

/** A cell whose recent answers look exactly like its history: p-value 1. */
function stable(unitId: string, indicator: string, window = 28): ChangeCell {
  return { unitId, indicator, window, recent: nps(100, 50, 20), history: nps(1000, 500, 200) };
}

describe('change detection', () => {
  it('reports a unit whose NPS fell, with the figures of the test and the interval', () => {
    // NPS 35 over a year, 0 in the last 28 days: 35 points down.
    const cell: ChangeCell = {
      unitId: 'store-1',
      indicator: 'nps',
      window: 28,
      recent: nps(200, 60, 60),
      history: nps(2000, 1000, 300),
    };
    const [change, ...others] = detectChanges([cell, stable('store-2', 'nps')], { minN: 30 });
    const test = comparePooled(cell.recent, cell.history)!;
    const interval = differenceInterval(cell.recent, cell.history)!;
    expect(others).toEqual([]);
    expect(change).toEqual({
      unitId: 'store-1',
      indicator: 'nps',
      kind: 'nps',
      window: 28,
      windows: [28],
      recentValue: 0,
      historyValue: 35,
      recentN: 200,
      historyN: 2000,
      difference: -35,
      ciLow: interval.ciLow,
      ciHigh: interval.ciHigh,
      pValue: test.pValue,
      qValue: test.pValue * 2,
      direction: 'down',
    });
    expect(change.ciHigh).toBeLessThan(0);
  });

  it('tests a cell only when both sides have the minimum of answers', () => {
    const cells: ChangeCell[] = [
      { unitId: 'a', indicator: 'x', window: 7, recent: topbox(29, 5), history: topbox(500, 400) },
      { unitId: 'b', indicator: 'x', window: 7, recent: topbox(30, 5), history: topbox(500, 400) },
      { unitId: 'c', indicator: 'x', window: 7, recent: topbox(300, 50), history: topbox(29, 20) },
    ];
    expect(testCells(cells, { minN: 30 }).map((t) => t.unitId)).toEqual(['b']);
    expect(testCells(cells, { minN: 5 }).map((t) => t.unitId)).toEqual(['a', 'b', 'c']);
    // Any test needs two answers on each side, whatever the survey's minimum.
    const single: ChangeCell = {
      unitId: 'd',
      indicator: 'x',
      window: 7,
      recent: topbox(1, 0),
      history: topbox(9, 9),
    };
    expect(testCells([single], { minN: 0 })).toEqual([]);
  });

  it('controls the false-discovery rate across all units, indicators and windows together', () => {
    // 65 promoters and 15 detractors of 100 against 500 and 200 of 1000 (NPS 50 against 30,
    // p = 0.015) pass at 5% alone, not among 80 more tests that find nothing.
    const moderate: ChangeCell = {
      unitId: 'store-1',
      indicator: 'nps',
      window: 28,
      recent: nps(100, 65, 15),
      history: nps(1000, 500, 200),
    };
    const pValue = comparePooled(moderate.recent, moderate.history)!.pValue;
    expect(pValue).toBeLessThan(0.05);
    expect(detectChanges([moderate], { minN: 30 })).toHaveLength(1);
    const others = Array.from({ length: 20 }, (_, i) =>
      [7, 28].flatMap((window) => [
        stable(`store-${i + 2}`, 'nps', window),
        stable(`store-${i + 2}`, 'other', window),
      ]),
    ).flat();
    const crowded = testCells([moderate, ...others], { minN: 30 });
    expect(crowded).toHaveLength(81);
    expect(crowded[0].qValue).toBeCloseTo(Math.min(1, pValue * 81), 12);
    expect(detectChanges([moderate, ...others], { minN: 30 })).toEqual([]);
    // Among fewer tests, at a looser rate, it comes through again: q = 11·p.
    expect(pValue * 11).toBeLessThan(0.2);
    expect(detectChanges([moderate, ...others.slice(0, 10)], { minN: 30, fdr: 0.2 })).toHaveLength(1);
  });

  it('leaves out a significant change smaller than the minimum effect of its kind', () => {
    // 70% against 71% of a million answers each: certain, and one percentage point.
    const tiny: ChangeCell = {
      unitId: 'web',
      indicator: 'csat',
      window: 28,
      recent: topbox(1_000_000, 700_000),
      history: topbox(1_000_000, 710_000),
    };
    expect(detectChanges([tiny], { minN: 30 })).toHaveLength(1);
    expect(detectChanges([tiny], { minN: 30, minEffect: { topbox: 2 } })).toEqual([]);
    expect(detectChanges([tiny], { minN: 30, minEffect: { nps: 2, topbox: 1 } })).toHaveLength(1);
    const [test] = testCells([tiny], { minN: 30, minEffect: { topbox: 2 } });
    expect(test).toMatchObject({ significant: true, relevant: false });
  });

  it('reports a change found in both windows once, with the figures of the smaller q-value', () => {
    const week: ChangeCell = {
      unitId: 'a',
      indicator: 'x',
      window: 7,
      recent: topbox(60, 20),
      history: topbox(3000, 2400),
    };
    const month: ChangeCell = {
      unitId: 'a',
      indicator: 'x',
      window: 28,
      recent: topbox(250, 130),
      history: topbox(3000, 2400),
    };
    const [change, ...rest] = detectChanges([week, month], { minN: 30 });
    expect(rest).toEqual([]);
    expect(change.windows).toEqual([7, 28]);
    const tests = testCells([week, month], { minN: 30 });
    const best = tests[0].qValue < tests[1].qValue ? tests[0] : tests[1];
    expect(change.window).toBe(best.window);
    expect(change.qValue).toBe(best.qValue);
  });

  it('keeps a window pointing the other way out of the change', () => {
    // Down over the month, up again in the last week.
    const week: ChangeCell = {
      unitId: 'a',
      indicator: 'x',
      window: 7,
      recent: topbox(200, 198),
      history: topbox(3000, 2400),
    };
    const month: ChangeCell = {
      unitId: 'a',
      indicator: 'x',
      window: 28,
      recent: topbox(800, 400),
      history: topbox(3000, 2400),
    };
    const [change, ...rest] = detectChanges([week, month], { minN: 30 });
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ window: 28, windows: [28], direction: 'down' });
  });

  it('orders changes by q-value and gives the same answer for any order of the cells', () => {
    const cells: ChangeCell[] = [
      { unitId: 'a', indicator: 'x', window: 28, recent: topbox(200, 100), history: topbox(2000, 1600) },
      { unitId: 'b', indicator: 'x', window: 28, recent: topbox(200, 190), history: topbox(2000, 1600) },
      { unitId: 'c', indicator: 'x', window: 28, recent: topbox(200, 140), history: topbox(2000, 1600) },
      stable('d', 'y'),
    ];
    const changes = detectChanges(cells, { minN: 30 });
    expect(changes.map((c) => [c.unitId, c.direction])).toEqual([
      ['a', 'down'],
      ['b', 'up'],
      ['c', 'down'],
    ]);
    expect(detectChanges([...cells].reverse(), { minN: 30 })).toEqual(changes);
  });

  it('refuses bad options and inconsistent cells', () => {
    const cell = stable('a', 'x');
    expect(() => testCells([cell], { minN: -1 })).toThrow(RangeError);
    expect(() => testCells([cell], { minN: 30, fdr: 0 })).toThrow(RangeError);
    expect(() => testCells([cell], { minN: 30, minEffect: { mean: -0.1 } })).toThrow(RangeError);
    expect(() => testCells([{ ...cell, window: 0 }], { minN: 30 })).toThrow(RangeError);
    expect(() => testCells([{ ...cell, history: topbox(100, 50) }], { minN: 30 })).toThrow(RangeError);
    expect(() => testCells([cell, cell], { minN: 30 })).toThrow(RangeError);
    expect(testCells([], { minN: 30 })).toEqual([]);
  });
});

describe('closed changes', () => {
  it('are the open ones not found again in the same direction', () => {
    const open = [
      { unitId: 'a', indicator: 'nps', direction: 'down' as const, openedOn: '2026-01-05' },
      { unitId: 'b', indicator: 'mean', direction: 'up' as const, openedOn: '2026-01-12' },
      { unitId: 'c', indicator: 'nps', direction: 'down' as const, openedOn: '2026-02-02' },
    ];
    const now = [
      { unitId: 'a', indicator: 'nps', direction: 'down' as const },
      { unitId: 'c', indicator: 'nps', direction: 'up' as const },
      { unitId: 'd', indicator: 'nps', direction: 'down' as const },
    ];
    expect(closedChanges(open, now)).toEqual([open[1], open[2]]);
    expect(closedChanges(open, [])).toEqual(open);
    expect(closedChanges([], now)).toEqual([]);
  });

  it('have keys that no unit or indicator name can run into each other', () => {
    expect(changeKey({ unitId: 'a,b', indicator: 'c', direction: 'up' })).not.toBe(
      changeKey({ unitId: 'a', indicator: 'b,c', direction: 'up' }),
    );
  });
});
