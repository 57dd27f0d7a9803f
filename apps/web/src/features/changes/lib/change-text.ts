import type { TChange } from '@opinio/domain/schemas/changes';
import { formatNumber, formatSignedNumber } from '@/lib/number-format.ts';

/** The figures of a change as the locale writes them, for its sentence. */
export interface ChangeFigures {
  indicator: string;
  unit: string;
  from: string;
  to: string;
  difference: string;
  low: string;
  high: string;
  window: number;
  recentN: string;
  historyN: string;
}

/**
 * A change's figures written out: the values with the indicator's decimals (one more for a
 * mean shown with none, so that a move of 0.3 does not read "4 → 4"), the difference signed,
 * the answer counts grouped as the locale groups them.
 */
export function changeFigures(change: TChange, locale: string): ChangeFigures {
  const decimals =
    change.indicator.kind === 'mean' ? Math.max(change.indicator.decimals, 1) : change.indicator.decimals;
  return {
    indicator: change.indicator.title,
    unit: change.unit.title,
    from: formatNumber(change.historyValue, locale, decimals),
    to: formatNumber(change.recentValue, locale, decimals),
    difference: formatSignedNumber(change.difference, locale, decimals),
    low: formatSignedNumber(change.ciLow, locale, decimals),
    high: formatSignedNumber(change.ciHigh, locale, decimals),
    window: change.window,
    recentN: formatNumber(change.recentN, locale),
    historyN: formatNumber(change.historyN, locale),
  };
}
