import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { IndicatorCounts } from './indicator-counts.ts';

/**
 * z of a two-sided 95% interval. The floor for unanimous samples below is always taken at
 * 95%, so that a standard error does not change with the level an interval is asked for.
 */
const Z95 = normalQuantile(0.975, 0, 1);

/**
 * The variance of an indicator's estimate, in the indicator's own units squared (NPS
 * points², scale units², percentage points²); null when it cannot be estimated: no
 * answers, or a mean from a single answer.
 *
 * - nps: each answer scores +100, 0 or -100 and the NPS is their average, so
 *   Var = 100²·(p⁺ + p⁻ − (p⁺ − p⁻)²)/n, the usual NPS margin of error (Rocks 2016).
 * - topbox: Var = 100²·p(1 − p)/n.
 * - mean: s²/n with the sample variance s² (n − 1 in the denominator).
 *
 * When every answer falls in one group (always so for n = 1), the observed spread is zero,
 * which says nothing about the answers not yet seen. The variance is then that of a sample
 * where a share u = z²/(n + z²) of the answers sits in the farthest group: u is the 95%
 * Wilson upper bound for a group never seen (Wilson 1927). At 95% the interval value ± z·SE
 * then reaches exactly as far as that share can move the score: 100 answers all promoters
 * give [92.6, 100], not [100, 100]. A mean has no such floor, as its scale is not known here.
 */
export function samplingVariance(c: IndicatorCounts): number | null {
  if (c.n === 0) return null;
  if (c.kind === 'nps') {
    if (c.promoters === c.n || c.detractors === c.n) return unanimousVariance(c.n, 200);
    if (c.promoters + c.detractors === 0) return unanimousVariance(c.n, 100);
    const up = c.promoters / c.n;
    const down = c.detractors / c.n;
    return (10_000 * (up + down - (up - down) ** 2)) / c.n;
  }
  if (c.kind === 'topbox') {
    if (c.hits === 0 || c.hits === c.n) return unanimousVariance(c.n, 100);
    const p = c.hits / c.n;
    return (10_000 * p * (1 - p)) / c.n;
  }
  if (c.n < 2) return null;
  return squaredDeviations(c) / (c.n - 1) / c.n;
}

/** Σ(x − x̄)² of a mean's answers, from their sum and sum of squares; 0 for answers all alike. */
export function squaredDeviations(c: { n: number; sum: number; sumSquares: number }): number {
  if (c.n === 0) return 0;
  const deviations = c.sumSquares - (c.sum * c.sum) / c.n;
  // Equal answers can leave a tiny, even negative, round-off: they have no spread at all.
  return deviations <= c.sumSquares * 1e-12 ? 0 : deviations;
}

/** Per-answer variance u(1 − u)·spread² of a share u in a group `spread` points away, over n. */
function unanimousVariance(n: number, spread: number): number {
  const u = Z95 ** 2 / (n + Z95 ** 2);
  return (u * (1 - u) * spread ** 2) / n;
}
