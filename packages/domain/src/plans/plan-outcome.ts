import { differenceInterval } from '../changes/difference-interval.ts';
import type { IndicatorCounts } from '../statistics/indicator-counts.ts';
import { estimate } from '../statistics/intervals.ts';
import { compare } from '../statistics/significance.ts';

/**
 * Action plans (docs/action-plans.md): a target on one of the survey's indicators, followed
 * from the answers after the plan was made. The rules here are pure: which days are the
 * baseline, what a figure may show under the survey's minimum of answers, whether the target
 * was met and whether the indicator really moved.
 */

/** A plan's target: at least (≥) or at most (≤) the target value. */
export type PlanDirection = 'atLeast' | 'atMost';
export type PlanState = 'open' | 'done' | 'cancelled';
/** What a list shows: the stored state, with an open plan past its due date `overdue`. */
export type PlanStatus = PlanState | 'overdue';

const DAY_MS = 86_400_000;
/** The ISO day `days` after `day`. */
export const addPlanDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The baseline windows tried in turn, in days before the plan's first day: the 28 days
 * before it, or a longer stretch when those hold fewer answers than the survey's minimum.
 */
export const BASELINE_WINDOWS = [28, 56, 91, 182, 364] as const;

/** Overdue: open, and the due date (the plan's last day) is before today. */
export function planStatus(state: PlanState, dueDate: string, today: string): PlanStatus {
  return state === 'open' && dueDate < today ? 'overdue' : state;
}

/** Whether the plan's period is over: its due date is before today. */
export const planEnded = (dueDate: string, today: string) => dueDate < today;

/** The values an indicator can take: NPS −100..100, a top box 0..100 %, a mean its question's scale. */
export function indicatorScale(
  kind: IndicatorCounts['kind'],
  question: { min: number | null; max: number | null },
): { min: number; max: number } {
  if (kind === 'nps') return { min: -100, max: 100 };
  if (kind === 'topbox') return { min: 0, max: 100 };
  return { min: question.min ?? 1, max: question.max ?? 5 };
}

/** One day's answers of the plan's unit: the counts its indicator needs. */
export interface DayCounts {
  day: string;
  counts: IndicatorCounts;
}

/** The sum of counts of one kind (days of one unit). */
export function sumCounts(kind: IndicatorCounts['kind'], all: readonly IndicatorCounts[]): IndicatorCounts {
  if (kind === 'nps') {
    let n = 0;
    let promoters = 0;
    let detractors = 0;
    for (const c of all) {
      if (c.kind !== 'nps') throw new RangeError(`cannot add ${c.kind} counts to nps counts`);
      n += c.n;
      promoters += c.promoters;
      detractors += c.detractors;
    }
    return { kind, n, promoters, detractors };
  }
  if (kind === 'mean') {
    let n = 0;
    let sum = 0;
    let sumSquares = 0;
    for (const c of all) {
      if (c.kind !== 'mean') throw new RangeError(`cannot add ${c.kind} counts to mean counts`);
      n += c.n;
      sum += c.sum;
      sumSquares += c.sumSquares;
    }
    return { kind, n, sum, sumSquares };
  }
  let n = 0;
  let hits = 0;
  for (const c of all) {
    if (c.kind !== 'topbox') throw new RangeError(`cannot add ${c.kind} counts to topbox counts`);
    n += c.n;
    hits += c.hits;
  }
  return { kind, n, hits };
}

/** A baseline: its days (both inclusive) and their counts. */
export interface Baseline {
  from: string;
  to: string;
  days: number;
  counts: IndicatorCounts;
}

/**
 * The baseline of a plan that starts on `firstDay`: the shortest of BASELINE_WINDOWS before
 * it whose answers reach `minAnswers`; the longest when none does (its figure is then not
 * shown). `daily` holds the unit's days before `firstDay` (others are ignored).
 */
export function chooseBaseline(
  kind: IndicatorCounts['kind'],
  daily: readonly DayCounts[],
  firstDay: string,
  minAnswers: number,
): Baseline {
  const to = addPlanDays(firstDay, -1);
  let chosen: Baseline | null = null;
  for (const days of BASELINE_WINDOWS) {
    const from = addPlanDays(firstDay, -days);
    const counts = sumCounts(
      kind,
      daily.filter((d) => d.day >= from && d.day <= to).map((d) => d.counts),
    );
    chosen = { from, to, days, counts };
    if (counts.n >= minAnswers) break;
  }
  return chosen!;
}

/** A figure as a plan shows it: the value and its 95% interval, null under the minimum of answers. */
export interface PlanFigure {
  n: number;
  value: number | null;
  ciLow: number | null;
  ciHigh: number | null;
}

const bounded = (x: number) => (Number.isFinite(x) && Math.abs(x) < Number.MAX_VALUE ? x : null);

/** The counts' value and interval, or only their n when there are fewer answers than `minAnswers`. */
export function planFigure(counts: IndicatorCounts, minAnswers: number): PlanFigure {
  const e = counts.n >= Math.max(1, minAnswers) ? estimate(counts) : null;
  if (!e) return { n: counts.n, value: null, ciLow: null, ciHigh: null };
  const ciLow = bounded(e.ciLow);
  const ciHigh = bounded(e.ciHigh);
  return {
    n: counts.n,
    value: e.value,
    ciLow: ciLow === null || ciHigh === null ? null : ciLow,
    ciHigh: ciLow === null || ciHigh === null ? null : ciHigh,
  };
}

/**
 * How a plan's indicator stands against its target and its baseline:
 * - `target`: met, not met, or not known (too few answers in the period)
 * - `change`: the period against the baseline with the dashboard's test (`compare`, 5%):
 *   `improved` or `worsened` (beyond chance, towards or away from the target's side), `same`
 *   (within chance), or `unknown` (too few answers on either side)
 * - `progress`: how far the period has come from the baseline to the target, 0..1 (1: at or
 *   past it); null when either figure is not shown
 */
export interface PlanOutcome {
  baseline: PlanFigure;
  period: PlanFigure;
  /** period − baseline on the indicator's scale, with its 95% interval; null when not shown. */
  difference: number | null;
  differenceLow: number | null;
  differenceHigh: number | null;
  pValue: number | null;
  target: 'met' | 'notMet' | 'unknown';
  change: 'improved' | 'worsened' | 'same' | 'unknown';
  progress: number | null;
}

export function planOutcome(input: {
  baseline: IndicatorCounts;
  period: IndicatorCounts;
  direction: PlanDirection;
  target: number;
  minAnswers: number;
}): PlanOutcome {
  const { direction, target, minAnswers } = input;
  const baseline = planFigure(input.baseline, minAnswers);
  const period = planFigure(input.period, minAnswers);
  const meets = (value: number) => (direction === 'atLeast' ? value >= target : value <= target);
  const targetState = period.value === null ? 'unknown' : meets(period.value) ? 'met' : 'notMet';
  const bothShown = baseline.value !== null && period.value !== null;
  const tested = bothShown ? compare(input.period, input.baseline) : null;
  const interval = bothShown ? differenceInterval(input.period, input.baseline) : null;
  let change: PlanOutcome['change'] = 'unknown';
  if (tested) {
    const towards = direction === 'atLeast' ? tested.difference > 0 : tested.difference < 0;
    change = !tested.significant ? 'same' : towards ? 'improved' : 'worsened';
  }
  let progress: number | null = null;
  if (bothShown) {
    const from = baseline.value!;
    const now = period.value!;
    if (meets(now)) progress = 1;
    else if (meets(from) || from === target) progress = 0;
    else progress = Math.min(1, Math.max(0, (now - from) / (target - from)));
  }
  return {
    baseline,
    period,
    difference: bothShown ? period.value! - baseline.value! : null,
    differenceLow: interval?.ciLow ?? null,
    differenceHigh: interval?.ciHigh ?? null,
    pValue: tested?.pValue ?? null,
    target: targetState,
    change,
    progress,
  };
}
