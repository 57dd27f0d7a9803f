/**
 * Benjamini–Hochberg adjusted p-values (q-values), in the order of the input.
 *
 * When many changes are tested at once (every unit, indicator and window of a survey), a
 * p-value below 5% turns up by chance in one test of twenty. The false-discovery rate is
 * the expected share of chance findings among everything reported; rejecting the tests
 * whose adjusted value is at most q keeps it at or below q (Benjamini & Hochberg 1995)
 * for independent or positively dependent tests (Benjamini & Yekutieli 2001).
 *
 * With the p-values sorted ascending, p₍₁₎ ≤ … ≤ p₍ₘ₎, the adjusted value of rank i is
 * min over j ≥ i of m·p₍ⱼ₎/j, capped at 1: never below the p-value itself, never
 * decreasing with it, and equal for equal p-values. The same numbers as R's
 * p.adjust(p, "BH").
 *
 * Throws a RangeError for a p-value outside [0, 1] (or not a number).
 */
export function adjustedPValues(pValues: readonly number[]): number[] {
  for (const p of pValues) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value ${p} is not between 0 and 1`);
  }
  const m = pValues.length;
  // Largest first, so that each adjusted value is the running minimum of those above it.
  const order = pValues.map((_, i) => i).sort((a, b) => pValues[b] - pValues[a] || b - a);
  const adjusted = new Array<number>(m);
  let running = 1;
  order.forEach((index, k) => {
    const rank = m - k;
    // p·(m/rank), not m·p/rank: the largest p-value (m/m = 1) then stays exactly itself.
    running = Math.min(running, pValues[index] * (m / rank));
    adjusted[index] = running;
  });
  return adjusted;
}

/**
 * Which tests are discoveries when the false-discovery rate is held at q (default 5%):
 * those whose Benjamini–Hochberg adjusted p-value is at most q. This is the step-up
 * procedure of the paper: with k the largest rank where p₍ₖ₎ ≤ k·q/m, the k smallest
 * p-values are rejected. Same order as the input.
 *
 * Throws a RangeError for a p-value outside [0, 1] or q outside (0, 1).
 */
export function discoveries(pValues: readonly number[], q = 0.05): boolean[] {
  if (!(q > 0 && q < 1)) throw new RangeError(`false-discovery rate ${q} is not between 0 and 1`);
  return adjustedPValues(pValues).map((adjusted) => adjusted <= q);
}
