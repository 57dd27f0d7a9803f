import { type IndicatorCounts, subtractCounts } from '@opinio/domain/statistics/indicator-counts';
import { estimate } from '@opinio/domain/statistics/intervals';
import { compare } from '@opinio/domain/statistics/significance';
import type { IndicatorModel } from '#surveys/survey-model.ts';
import type { Measure } from './query-spec.ts';

/**
 * The counts behind an indicator's value, measured beside it in the same scan, so that
 * every number can say how sure it is (docs/statistics.md): NPS from its promoters and
 * detractors, a mean from the sum and sum of squares, a top box from its hits, each
 * among the answers (`n`).
 */
export function countMeasures<P extends string>(
  indicator: IndicatorModel,
  prefix: P,
): Measure<`${P}n` | `${P}a` | `${P}b`>[] {
  const questionId = indicator.question.id;
  const n = { kind: 'answered', questionId, as: `${prefix}n` } as const;
  if (indicator.kind === 'nps')
    return [
      n,
      { kind: 'countIn', questionId, min: 9, max: 10, as: `${prefix}a` },
      { kind: 'countIn', questionId, min: 0, max: 6, as: `${prefix}b` },
    ];
  if (indicator.kind === 'mean')
    return [
      n,
      { kind: 'sum', questionId, as: `${prefix}a` },
      { kind: 'sumSquares', questionId, as: `${prefix}b` },
    ];
  const max = indicator.question.max ?? 5;
  return [n, { kind: 'countIn', questionId, min: max - 1, max, as: `${prefix}a` }];
}

/** The counts of `countMeasures(indicator, prefix)` read back from a row's values. */
export function countsFrom(
  indicator: IndicatorModel,
  values: Partial<Record<string, number | null>> | undefined,
  prefix: string,
): IndicatorCounts {
  const read = (suffix: string) => Number(values?.[`${prefix}${suffix}`] ?? 0);
  const n = read('n');
  if (indicator.kind === 'nps') return { kind: 'nps', n, promoters: read('a'), detractors: read('b') };
  if (indicator.kind === 'mean') return { kind: 'mean', n, sum: read('a'), sumSquares: read('b') };
  return { kind: 'topbox', n, hits: read('a') };
}

/** A figure's interval as the API gives it; null bounds when it has none (no answers, one mean). */
export interface IntervalFields {
  ciLow: number | null;
  ciHigh: number | null;
}

const finite = (x: number) => (Number.isFinite(x) && Math.abs(x) < Number.MAX_VALUE ? x : null);

export function intervalOf(counts: IndicatorCounts): IntervalFields {
  const e = estimate(counts);
  if (!e) return { ciLow: null, ciHigh: null };
  const ciLow = finite(e.ciLow);
  const ciHigh = finite(e.ciHigh);
  return ciLow === null || ciHigh === null ? { ciLow: null, ciHigh: null } : { ciLow, ciHigh };
}

/** Whether two independent samples differ at 95%; null when they cannot be told apart (too few answers). */
export function differs(a: IndicatorCounts, b: IndicatorCounts): boolean | null {
  return compare(a, b)?.significant ?? null;
}

/** Whether a figure of `n` answers is shown under the survey's minimum. */
export const isSuppressed = (n: number, minAnswers: number) => n > 0 && n < minAnswers;

/** The counts of two disjoint sets of interviews together (units that partition their parent). */
export function addCounts(a: IndicatorCounts, b: IndicatorCounts): IndicatorCounts {
  if (a.kind === 'nps' && b.kind === 'nps')
    return {
      kind: 'nps',
      n: a.n + b.n,
      promoters: a.promoters + b.promoters,
      detractors: a.detractors + b.detractors,
    };
  if (a.kind === 'mean' && b.kind === 'mean')
    return { kind: 'mean', n: a.n + b.n, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares };
  if (a.kind === 'topbox' && b.kind === 'topbox')
    return { kind: 'topbox', n: a.n + b.n, hits: a.hits + b.hits };
  throw new RangeError(`cannot add ${b.kind} counts to ${a.kind} counts`);
}

/** Whether a part differs from the rest of its whole (the whole holds the part); null when untestable. */
export function differsFromRest(part: IndicatorCounts, whole: IndicatorCounts): boolean | null {
  if (whole.n <= part.n) return null;
  return differs(part, subtractCounts(whole, part));
}
