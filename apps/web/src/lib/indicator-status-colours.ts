import type { TIndicatorStatus } from '@opinio/domain/indicator-status';

/** Text colours with enough contrast on white; the light success green is used for accents only. */
export const STATUS_TEXT_COLOUR: Record<TIndicatorStatus, string> = {
  bad: 'error.main',
  good: 'success.dark',
  neutral: 'text.primary',
};
