/**
 * Where each driver sits on the importance × performance chart. The four values are identifiers
 * that stay stable whatever the wording; the names shown to users:
 * - 'fix-first' (Fix first): matters more than average, performs below average. The priorities:
 *   improving these should move the target most.
 * - 'keep-up' (Keep up): matters more, performs above average. The strengths to protect.
 * - 'monitor' (Monitor): matters less, performs below average. Weak but with little pull on the
 *   target for now; watch that they do not slip further or start to matter.
 * - 'maintain' (Maintain): matters less, performs above average. Good enough; effort here moves the
 *   target little, so hold the level rather than invest more.
 */
export type DriverQuadrant = 'fix-first' | 'keep-up' | 'monitor' | 'maintain';

/**
 * Differences this small relative to the average are rounding (shares such as 1/3 summed and divided
 * again), not a driver standing out: they count as being at the average.
 */
const AT_AVERAGE = 1e-9;

/**
 * A question's mean on 0..100 of its own scale, so that a 1-5 and a 0-10 question can be compared:
 * 4 on 1-5 is 75, 7.5 on 0-10 is 75.
 */
export function performanceScore(mean: number, scaleMin: number, scaleMax: number): number {
  if (!(scaleMax > scaleMin))
    throw new Error(`A scale runs from a lower to a higher value; got ${scaleMin}..${scaleMax}.`);
  return (100 * (mean - scaleMin)) / (scaleMax - scaleMin);
}

/**
 * Importance against performance: above-average importance and below-average performance → 'fix-first';
 * above/above → 'keep-up'; below importance & below performance → 'monitor'; below/above → 'maintain'.
 * Averages over the questions given (performance as each question's mean rescaled to 0..100 of its own scale).
 * At the average counts as above it for both: a driver of average importance still matters, and one
 * performing at the average is not a weakness (so one question, or all alike, reads 'keep-up').
 */
export function driverQuadrants(
  drivers: ReadonlyArray<{ importance: number; performance: number }>,
): DriverQuadrant[] {
  if (drivers.length === 0) return [];
  const importanceAverage = average(drivers.map((d) => d.importance));
  const performanceAverage = average(drivers.map((d) => d.performance));
  return drivers.map((d) => {
    const important = atOrAbove(d.importance, importanceAverage);
    const performing = atOrAbove(d.performance, performanceAverage);
    if (important) return performing ? 'keep-up' : 'fix-first';
    return performing ? 'maintain' : 'monitor';
  });
}

function average(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function atOrAbove(value: number, mean: number): boolean {
  return value >= mean - AT_AVERAGE * Math.max(1, Math.abs(mean));
}
