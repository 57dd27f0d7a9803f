import { DATE_INTERVAL_DEFAULT_FROM, DATE_INTERVAL_DEFAULT_TO } from '@opinio/domain/constants';
import { type IntervalMessage, validateDateInterval } from '@opinio/domain/filter-values';
import { formatInterval, parseInterval, type TIntervalUnit } from '@opinio/domain/time-interval';

export interface IntervalForm {
  from: string;
  to: string;
  unit: TIntervalUnit;
}

/** The form for a filter's current value, else the defaults: -30 to 0 days. */
export function intervalForm(values: readonly string[]): IntervalForm {
  const interval = values.length === 1 ? parseInterval(values[0]) : null;
  if (!interval) {
    return { from: String(DATE_INTERVAL_DEFAULT_FROM), to: String(DATE_INTERVAL_DEFAULT_TO), unit: 'days' };
  }
  return { from: String(interval.from), to: String(interval.to), unit: interval.unit };
}

export type IntervalFormResult =
  | { ok: true; value: string }
  | { ok: false; from: IntervalMessage | null; to: IntervalMessage | null };

/** Both numbers mandatory, from < to (docs/product.md#filter-kinds); the value is e.g. "rdays:-30:0". */
export function intervalFormResult(form: IntervalForm): IntervalFormResult {
  const messages = validateDateInterval(form.from, form.to);
  if (messages.from || messages.to) return { ok: false, ...messages };
  return {
    ok: true,
    value: formatInterval({ unit: form.unit, from: Number(form.from), to: Number(form.to) }),
  };
}
