import type { TIndicator } from './schemas/survey.ts';

export type TIndicatorStatus = 'bad' | 'good' | 'neutral';

/**
 * How a value reads against its indicator's thresholds: below `low` is bad, at or above
 * `high` is good, between them (or without a value or thresholds) neutral. The dashboard,
 * the rankings and the big screen colour by it.
 */
export function indicatorStatus(
  value: number | null,
  indicator: Pick<TIndicator, 'thresholds'> | undefined,
): TIndicatorStatus {
  const thresholds = indicator?.thresholds;
  if (value === null || !thresholds) return 'neutral';
  if (value < thresholds.low) return 'bad';
  if (value >= thresholds.high) return 'good';
  return 'neutral';
}
