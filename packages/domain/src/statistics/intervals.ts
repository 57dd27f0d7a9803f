import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { type IndicatorCounts, indicatorValue } from './indicator-counts.ts';
import { samplingVariance } from './sampling-variance.ts';

/**
 * An indicator's value with its confidence interval, on the indicator's scale.
 *
 * A mean from a single answer has no interval: its bounds are -Number.MAX_VALUE and
 * Number.MAX_VALUE and its standard error Number.MAX_VALUE. Unlike Infinity these survive
 * JSON, and a ranking by lower bound puts such a unit last.
 */
export interface Estimate {
  value: number;
  n: number;
  ciLow: number;
  ciHigh: number;
  standardError: number;
}

/**
 * The value of the counts with a two-sided interval at `level` (default 95%); null without answers.
 * - nps: normal interval value ± z·SE, clipped to [-100, 100] (SE: see samplingVariance,
 *   including its floor for samples where every answer is in one group)
 * - mean: Student t interval with n − 1 degrees of freedom; answers that are all alike
 *   give an interval of width 0, as the scale they could spread over is not known here
 * - topbox: Wilson score interval (Wilson 1927; Newcombe 1998), which stays inside
 *   0-100% and keeps a width at 0% and 100%; its standardError is the plain
 *   100·√(p(1 − p)/n), with the same floor as NPS at 0% and 100%
 */
export function estimate(c: IndicatorCounts, level = 0.95): Estimate | null {
  if (!(level > 0 && level < 1)) throw new RangeError(`confidence level ${level} is not between 0 and 1`);
  const value = indicatorValue(c);
  const variance = samplingVariance(c);
  if (value === null) return null;
  if (variance === null) {
    return {
      value,
      n: c.n,
      ciLow: -Number.MAX_VALUE,
      ciHigh: Number.MAX_VALUE,
      standardError: Number.MAX_VALUE,
    };
  }
  const standardError = Math.sqrt(variance);
  const upperTail = 1 - (1 - level) / 2;
  if (c.kind === 'topbox') {
    const [low, high] = wilsonPercent(c.hits, c.n, normalQuantile(upperTail, 0, 1));
    // Wilson's interval holds the observed share; min/max only absorb round-off at 0% and 100%.
    return { value, n: c.n, ciLow: Math.min(low, value), ciHigh: Math.max(high, value), standardError };
  }
  const critical = c.kind === 'mean' ? tQuantile(upperTail, c.n - 1) : normalQuantile(upperTail, 0, 1);
  const halfWidth = critical * standardError;
  if (c.kind === 'mean')
    return { value, n: c.n, ciLow: value - halfWidth, ciHigh: value + halfWidth, standardError };
  return {
    value,
    n: c.n,
    ciLow: Math.max(-100, value - halfWidth),
    ciHigh: Math.min(100, value + halfWidth),
    standardError,
  };
}

/** Wilson score interval of hits/n, in percent: (x + z²/2 ± z·√(x(n − x)/n + z²/4)) / (n + z²). */
function wilsonPercent(hits: number, n: number, z: number): [number, number] {
  const z2 = z * z;
  const centre = (hits + z2 / 2) / (n + z2);
  const halfWidth = (z * Math.sqrt((hits * (n - hits)) / n + z2 / 4)) / (n + z2);
  return [Math.max(0, 100 * (centre - halfWidth)), Math.min(100, 100 * (centre + halfWidth))];
}
