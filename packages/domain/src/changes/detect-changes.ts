import { adjustedPValues } from '../statistics/false-discovery.ts';
import { type IndicatorCounts, indicatorValue } from '../statistics/indicator-counts.ts';
import { comparePooled } from '../statistics/pooled-comparison.ts';
import { differenceInterval } from './difference-interval.ts';

export type IndicatorKind = IndicatorCounts['kind'];
export type ChangeDirection = 'up' | 'down';

/**
 * One unit's indicator over one window: the answers of the last `window` days against the
 * same unit's answers of the baseline period before them (e.g. the 364 days before the
 * window, a whole year so that the weekdays and seasons weigh alike).
 */
export interface ChangeCell {
  unitId: string;
  /** The indicator's key in the survey (one unit has several). */
  indicator: string;
  /** Length of the recent period in days, e.g. 7 or 28. */
  window: number;
  recent: IndicatorCounts;
  history: IndicatorCounts;
}

export interface DetectOptions {
  /** The survey's minimum number of answers: a cell is tested only when both sides have at least this many. */
  minN: number;
  /** The false-discovery rate held across all tested cells of the survey (default 0.05). */
  fdr?: number;
  /**
   * The smallest difference worth reporting, per indicator kind, on the indicator's scale:
   * NPS points, scale points of a mean, percentage points of topbox. A significant change
   * smaller than this is real but too small to matter, and is not reported. Default 0.
   */
  minEffect?: Partial<Record<IndicatorKind, number>>;
}

/**
 * The product's smallest changes worth telling a manager of: 5 NPS points, a tenth of a
 * scale point, 5 percentage points of a top box. A large unit's answers show smaller moves
 * beyond chance, which are real but no reason to act.
 */
export const CHANGE_MIN_EFFECT: Readonly<Record<IndicatorKind, number>> = { nps: 5, mean: 0.1, topbox: 5 };

/** Fewer answers than this on either side of a comparison are never tested, whatever the survey's minimum. */
export const CHANGE_MIN_ANSWERS = 10;

/** The test of one cell: recent against history, on the indicator's scale. */
export interface CellTest {
  unitId: string;
  indicator: string;
  kind: IndicatorKind;
  window: number;
  recentValue: number;
  historyValue: number;
  recentN: number;
  historyN: number;
  /** recent − history. */
  difference: number;
  /** The 95% interval of the difference, from each period's own spread (see differenceInterval). */
  ciLow: number;
  ciHigh: number;
  /** Two-sided p-value of "the recent answers are like the history" (see comparePooled). */
  pValue: number;
  /** Benjamini–Hochberg adjusted p-value across all tested cells of the survey. */
  qValue: number;
  direction: ChangeDirection;
  /** qValue at most the false-discovery rate. */
  significant: boolean;
  /** The difference reaches the minimum effect of its indicator kind. */
  relevant: boolean;
}

/** A change of one unit's indicator: the figures of the window with the strongest evidence. */
export interface DetectedChange extends Omit<CellTest, 'significant' | 'relevant'> {
  /** Every window in which the change was found in this direction, shortest first. */
  windows: number[];
}

/** What identifies a change from one run of the detector to the next. */
export interface ChangeKey {
  unitId: string;
  indicator: string;
  direction: ChangeDirection;
}

/**
 * Tests every cell whose both sides have at least `minN` answers (and 2, which any test
 * needs) with `comparePooled`, then adjusts the p-values with Benjamini–Hochberg across all
 * these cells together: all units, indicators and windows of the survey. A survey of 200
 * units, 3 indicators and 2 windows makes 1,200 tests; at a plain 5% about 60 of them
 * would come out significant by chance alone, while the adjustment keeps the expected
 * share of chance findings among the reported ones at about `fdr` (a little above it for
 * drops in small samples, see the limits of comparePooled).
 *
 * The test takes the spread of the answers from both periods together: the question is
 * whether the recent answers are like the unit's past, and a small recent sample's own
 * spread is least reliable exactly when it lands far out (see comparePooled). The interval
 * says how large the change is, and takes each period's own spread, as a moved
 * distribution can also spread differently. Near the 5% boundary the two can therefore
 * disagree slightly; among many tested cells the false-discovery threshold lies far below
 * it.
 *
 * The minimum effect is applied after the adjustment: cells too small to matter still
 * count as tests, so leaving them out cannot make the others look surer.
 *
 * Returns the tested cells in the order given. Throws a RangeError for a bad option, a
 * window that is not a positive number, a cell whose two sides are of different kinds, or
 * two cells of the same unit, indicator and window.
 */
export function testCells(cells: readonly ChangeCell[], options: DetectOptions): CellTest[] {
  const { minN, fdr = 0.05, minEffect = {} } = options;
  if (!(minN >= 0)) throw new RangeError(`minimum number of answers ${minN} is not a number of answers`);
  if (!(fdr > 0 && fdr < 1)) throw new RangeError(`false-discovery rate ${fdr} is not between 0 and 1`);
  for (const [kind, effect] of Object.entries(minEffect)) {
    if (!(effect >= 0)) throw new RangeError(`minimum effect ${effect} of ${kind} is not a size`);
  }
  const seen = new Set<string>();
  const tested: Array<Omit<CellTest, 'qValue' | 'significant' | 'relevant'>> = [];
  for (const cell of cells) {
    const { unitId, indicator, window, recent, history } = cell;
    if (!(window > 0 && Number.isFinite(window)))
      throw new RangeError(`window ${window} is not a number of days`);
    if (recent.kind !== history.kind) {
      throw new RangeError(`${unitId} ${indicator}: ${recent.kind} counts against ${history.kind} counts`);
    }
    const id = JSON.stringify([unitId, indicator, window]);
    if (seen.has(id)) throw new RangeError(`${unitId} ${indicator} ${window}: the cell is given twice`);
    seen.add(id);
    if (recent.n < Math.max(minN, 2) || history.n < Math.max(minN, 2)) continue;
    const comparison = comparePooled(recent, history);
    const interval = differenceInterval(recent, history);
    if (comparison === null || interval === null) continue;
    tested.push({
      unitId,
      indicator,
      kind: recent.kind,
      window,
      recentValue: indicatorValue(recent)!,
      historyValue: indicatorValue(history)!,
      recentN: recent.n,
      historyN: history.n,
      difference: comparison.difference,
      ciLow: interval.ciLow,
      ciHigh: interval.ciHigh,
      pValue: comparison.pValue,
      direction: comparison.difference < 0 ? 'down' : 'up',
    });
  }
  const qValues = adjustedPValues(tested.map((t) => t.pValue));
  return tested.map((t, i) => ({
    ...t,
    qValue: qValues[i],
    significant: qValues[i] <= fdr,
    relevant: Math.abs(t.difference) >= (minEffect[t.kind] ?? 0),
  }));
}

/**
 * The changes of a survey: the cells of `testCells` that are significant and large enough
 * to matter, and whose interval leaves out no change (the test pools both periods' spread, the
 * interval takes each period's own: at a share near 0 or 100% they can disagree), one change
 * per unit and indicator. When both windows of a unit's indicator
 * show a change, the one with the smaller q-value (then p-value, then shorter window)
 * gives the figures and `windows` names both. Should the two windows point in opposite
 * directions (a recent rebound after a month's fall), the stronger evidence is reported
 * and the other window is left out of `windows`.
 *
 * Ordered by q-value, then p-value, unit and indicator, so the same input gives the same
 * list.
 */
export function detectChanges(cells: readonly ChangeCell[], options: DetectOptions): DetectedChange[] {
  // a change is told with its interval: one whose interval still holds no change is not told
  const found = testCells(cells, options).filter(
    (t) => t.significant && t.relevant && (t.ciLow > 0 || t.ciHigh < 0),
  );
  const byIndicator = new Map<string, CellTest[]>();
  for (const test of found) {
    const id = JSON.stringify([test.unitId, test.indicator]);
    byIndicator.set(id, [...(byIndicator.get(id) ?? []), test]);
  }
  const changes: DetectedChange[] = [];
  for (const tests of byIndicator.values()) {
    const [best] = [...tests].sort(
      (a, b) => a.qValue - b.qValue || a.pValue - b.pValue || a.window - b.window,
    );
    const { significant: _, relevant: __, ...figures } = best;
    const windows = tests
      .filter((t) => t.direction === best.direction)
      .map((t) => t.window)
      .sort((a, b) => a - b);
    changes.push({ ...figures, windows });
  }
  return changes.sort(
    (a, b) =>
      a.qValue - b.qValue ||
      a.pValue - b.pValue ||
      compareText(a.unitId, b.unitId) ||
      compareText(a.indicator, b.indicator),
  );
}

/** One string per change key, for sets and maps: unit, indicator and direction. */
export function changeKey(change: ChangeKey): string {
  return JSON.stringify([change.unitId, change.indicator, change.direction]);
}

/**
 * The previously open changes that no longer hold: a change closes when this run of the
 * detector does not find it again, the same unit and indicator moved in the same
 * direction. That covers a unit back at its usual level, a change now too small to
 * matter, and a unit whose recent answers fell below the minimum (what cannot be shown
 * any more is not kept open). Keeps the order and the objects of `open`.
 */
export function closedChanges<T extends ChangeKey>(
  open: readonly T[],
  detectedNow: readonly ChangeKey[],
): T[] {
  const holding = new Set(detectedNow.map(changeKey));
  return open.filter((change) => !holding.has(changeKey(change)));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
