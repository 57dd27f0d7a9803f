import type { TIndicator } from '@opinio/domain/schemas/survey';

export type IndicatorStatus = 'bad' | 'good' | 'neutral';

/** Below `low` is bad, at or above `high` is good (ZIndicator.thresholds). */
export function indicatorStatus(value: number | null, indicator: TIndicator | undefined): IndicatorStatus {
  const thresholds = indicator?.thresholds;
  if (value === null || !thresholds) return 'neutral';
  if (value < thresholds.low) return 'bad';
  if (value >= thresholds.high) return 'good';
  return 'neutral';
}

/** Text colours with enough contrast on white; the light success green is used for accents only. */
export const STATUS_TEXT_COLOUR: Record<IndicatorStatus, string> = {
  bad: 'error.main',
  good: 'success.dark',
  neutral: 'text.primary',
};

export const STATUS_ACCENT_COLOUR: Record<IndicatorStatus, string> = {
  bad: 'error.main',
  good: 'success.main',
  neutral: 'divider',
};
