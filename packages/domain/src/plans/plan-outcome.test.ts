import { describe, expect, it } from 'vitest';
import type { IndicatorCounts } from '../statistics/indicator-counts.ts';
import {
  addPlanDays,
  chooseBaseline,
  type DayCounts,
  indicatorScale,
  planFigure,
  planOutcome,
  planStatus,
  sumCounts,
} from './plan-outcome.ts';

/** Mean counts of `n` answers all at `value` but one at `value ± 1` (so there is spread). */
const meanOf = (n: number, value: number): IndicatorCounts => {
  const values = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? value - 0.5 : value + 0.5));
  return {
    kind: 'mean',
    n,
    sum: values.reduce((a, b) => a + b, 0),
    sumSquares: values.reduce((a, b) => a + b * b, 0),
  };
};

describe('plan status', () => {
  it('is overdue when open and the due date is past, never when closed', () => {
    expect(planStatus('open', '2026-06-14', '2026-06-15')).toBe('overdue');
    expect(planStatus('open', '2026-06-15', '2026-06-15')).toBe('open');
    expect(planStatus('done', '2026-01-01', '2026-06-15')).toBe('done');
    expect(planStatus('cancelled', '2026-01-01', '2026-06-15')).toBe('cancelled');
  });
});

describe('indicator scale', () => {
  it('is −100..100 for NPS, 0..100 for a top box and the question for a mean', () => {
    expect(indicatorScale('nps', { min: 0, max: 10 })).toEqual({ min: -100, max: 100 });
    expect(indicatorScale('topbox', { min: 1, max: 5 })).toEqual({ min: 0, max: 100 });
    expect(indicatorScale('mean', { min: 1, max: 7 })).toEqual({ min: 1, max: 7 });
  });
});

describe('baseline', () => {
  const days = (from: string, count: number, perDay: number): DayCounts[] =>
    Array.from({ length: count }, (_, i) => ({
      day: addPlanDays(from, i),
      counts: { kind: 'nps', n: perDay, promoters: perDay, detractors: 0 },
    }));

  it('takes the 28 days before the first day when they hold enough answers', () => {
    const b = chooseBaseline('nps', days('2026-04-01', 80, 2), '2026-06-01', 30);
    expect(b).toMatchObject({ from: '2026-05-04', to: '2026-05-31', days: 28 });
    expect(b.counts.n).toBe(56);
  });

  it('reaches further back when the 28 days hold fewer than the minimum', () => {
    // one answer a day from March: 28 days give 28, 56 days give 56
    const b = chooseBaseline('nps', days('2026-03-01', 92, 1), '2026-06-01', 40);
    expect(b.days).toBe(56);
    expect(b.counts.n).toBe(56);
  });

  it('keeps the longest window when none has enough, and never counts the first day', () => {
    const b = chooseBaseline('nps', [...days('2026-05-30', 3, 1)], '2026-06-01', 30);
    expect(b.days).toBe(364);
    expect(b.counts.n).toBe(2);
  });

  it('adds counts of one kind only', () => {
    expect(() => sumCounts('nps', [{ kind: 'topbox', n: 1, hits: 1 }])).toThrow(RangeError);
  });
});

describe('plan figures', () => {
  it('shows n but no value under the minimum of answers', () => {
    expect(planFigure(meanOf(9, 4), 10)).toEqual({ n: 9, value: null, ciLow: null, ciHigh: null });
    const shown = planFigure(meanOf(10, 4), 10);
    expect(shown.value).toBeCloseTo(4);
    expect(shown.ciLow!).toBeLessThan(4);
    expect(shown.ciHigh!).toBeGreaterThan(4);
  });
});

describe('plan outcome', () => {
  it('a mean that rose past its target beyond chance: met and improved', () => {
    const o = planOutcome({
      baseline: meanOf(200, 3.8),
      period: meanOf(200, 4.3),
      direction: 'atLeast',
      target: 4.2,
      minAnswers: 10,
    });
    expect(o.target).toBe('met');
    expect(o.change).toBe('improved');
    expect(o.progress).toBe(1);
    expect(o.difference!).toBeCloseTo(0.5);
    expect(o.differenceLow!).toBeGreaterThan(0);
    expect(o.pValue!).toBeLessThan(0.05);
  });

  it('met by a value that was already there is met without a real change', () => {
    const o = planOutcome({
      baseline: meanOf(100, 4.3),
      period: meanOf(100, 4.3),
      direction: 'atLeast',
      target: 4.2,
      minAnswers: 10,
    });
    expect(o).toMatchObject({ target: 'met', change: 'same', progress: 1 });
  });

  it('a small move on few answers: part of the way, not beyond chance', () => {
    const o = planOutcome({
      baseline: meanOf(12, 3.8),
      period: meanOf(12, 4.0),
      direction: 'atLeast',
      target: 4.2,
      minAnswers: 10,
    });
    expect(o).toMatchObject({ target: 'notMet', change: 'same' });
    expect(o.progress!).toBeCloseTo(0.5);
  });

  it('an at-most target (a share of complaints) that went up is worsened and not met', () => {
    const o = planOutcome({
      baseline: { kind: 'topbox', n: 400, hits: 80 },
      period: { kind: 'topbox', n: 400, hits: 160 },
      direction: 'atMost',
      target: 15,
      minAnswers: 10,
    });
    expect(o).toMatchObject({ target: 'notMet', change: 'worsened', progress: 0 });
  });

  it('says nothing under the minimum of answers', () => {
    const o = planOutcome({
      baseline: { kind: 'nps', n: 300, promoters: 150, detractors: 60 },
      period: { kind: 'nps', n: 4, promoters: 4, detractors: 0 },
      direction: 'atLeast',
      target: 40,
      minAnswers: 5,
    });
    expect(o).toMatchObject({
      target: 'unknown',
      change: 'unknown',
      progress: null,
      difference: null,
      pValue: null,
    });
    expect(o.period).toEqual({ n: 4, value: null, ciLow: null, ciHigh: null });
    expect(o.baseline.value).toBe(30);
  });
});
