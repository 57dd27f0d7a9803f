/**
 * What a change is measured against, said beside the change wherever it is shown (the KPI
 * tiles, the PDF's tiles, the subscription mail), so that two changes seen together never
 * read as a contradiction when their periods differ.
 */

const DAY_MS = 86_400_000;

/** A period of ISO days, `to` exclusive (as the analytics answers carry them). */
interface Period {
  from: string;
  to: string;
}

/** How many days a period holds ("2026-08-31" to "2026-11-30": 91). */
export function periodDays(period: Period): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The basis of a KPI tile's change, or why it has none:
 * - `change`: the value against the `days` days just before the period;
 * - `noPeriod`: no time filter, so every answer is in the figure and nothing lies before it;
 * - `tooFewBefore`: the `days` days before hold no answers, or fewer than the minimum;
 * - `noValue`: the figure itself is not given (no answers, or too few), so neither is a change.
 */
export type TChangeBasis =
  | { kind: 'change'; days: number }
  | { kind: 'noPeriod' }
  | { kind: 'tooFewBefore'; days: number }
  | { kind: 'noValue' };

export function changeBasis(
  tile: { value: number | null; change: number | null },
  previousPeriod: Period | null,
): TChangeBasis {
  if (tile.value === null) return { kind: 'noValue' };
  if (previousPeriod === null) return { kind: 'noPeriod' };
  const days = periodDays(previousPeriod);
  return tile.change === null ? { kind: 'tooFewBefore', days } : { kind: 'change', days };
}
