import { type IndicatorCounts, indicatorValue } from './indicator-counts.ts';
import { estimate } from './intervals.ts';
import { samplingVariance, squaredDeviations } from './sampling-variance.ts';

/**
 * Empirical-Bayes shrunk scores: each unit's value pulled toward the grand mean by its
 * reliability, so that a store with 4 answers cannot top a ranking by luck alone
 * (Efron & Morris 1975; Morris 1983). For units i with value yᵢ and sampling variance sᵢ²:
 *
 *   grand mean  m  = Σ nᵢyᵢ / Σ nᵢ                       (every answer counts once)
 *   τ²             = max(0, Σ(yᵢ − ȳ)²/(k − 1) − Σsᵢ²/k)  (between-unit variance)
 *   weight      Bᵢ = τ² / (τ² + sᵢ²)
 *   score          = Bᵢ·yᵢ + (1 − Bᵢ)·m
 *
 * τ² is the unweighted method-of-moments estimate (Hedges 1983; "HE" in metafor), not the
 * DerSimonian–Laird one, whose inverse-variance weights 1/sᵢ² let the largest units decide
 * alone. Spread of the values beyond what sampling noise explains is real difference
 * between units; τ² = 0 puts every unit at the grand mean.
 *
 * For NPS and topbox, sᵢ² is the unit's own (see samplingVariance). For means it is the
 * within-unit variance pooled over all units, over nᵢ (the one-way random-effects model):
 * a unit's own s² from a few answers is itself noisy, and 0 when those few answers agree,
 * which would exempt exactly the least reliable units from shrinking. A unit with one
 * answer borrows the pooled spread too; with no unit of two answers there is none to
 * borrow, and every mean gets the grand mean.
 *
 * null for units without answers. All units must be of one kind.
 */
export function shrunkScores(units: readonly IndicatorCounts[]): Array<number | null> {
  if (new Set(units.map((u) => u.kind)).size > 1) throw new RangeError('units of different indicator kinds');
  const values = units.map(indicatorValue);
  const variances = unitVariances(units);

  let answers = 0;
  let weightedSum = 0;
  units.forEach((u, i) => {
    const value = values[i];
    if (value === null) return;
    answers += u.n;
    weightedSum += u.n * value;
  });
  const grandMean = weightedSum / answers;

  const known = values.flatMap((value, i) => {
    const variance = variances[i];
    return value === null || variance === null ? [] : [{ value, variance }];
  });
  const tau2 = betweenUnitVariance(known);

  return values.map((value, i) => {
    if (value === null) return null;
    const variance = variances[i];
    const weight = variance === null || tau2 === 0 ? 0 : tau2 / (tau2 + variance);
    return weight * value + (1 - weight) * grandMean;
  });
}

/** The order key of a fair ranking: the lower bound of the 95% interval (null for n = 0). */
export function fairScore(c: IndicatorCounts): number | null {
  return estimate(c)?.ciLow ?? null;
}

/** Each unit's sampling variance, with the pooled within-unit variance for means; null when unknown. */
function unitVariances(units: readonly IndicatorCounts[]): Array<number | null> {
  let deviations = 0;
  let degreesOfFreedom = 0;
  for (const u of units) {
    if (u.kind !== 'mean' || u.n === 0) continue;
    deviations += squaredDeviations(u);
    degreesOfFreedom += u.n - 1;
  }
  const pooled = degreesOfFreedom > 0 ? deviations / degreesOfFreedom : null;
  return units.map((u) => {
    if (u.kind !== 'mean') return samplingVariance(u);
    return u.n === 0 || pooled === null ? null : pooled / u.n;
  });
}

/** τ² by the method of moments; 0 with fewer than two units, as there is no spread to see. */
function betweenUnitVariance(units: ReadonlyArray<{ value: number; variance: number }>): number {
  const k = units.length;
  if (k < 2) return 0;
  const mean = units.reduce((sum, u) => sum + u.value, 0) / k;
  const observed = units.reduce((sum, u) => sum + (u.value - mean) ** 2, 0) / (k - 1);
  const noise = units.reduce((sum, u) => sum + u.variance, 0) / k;
  return Math.max(0, observed - noise);
}
