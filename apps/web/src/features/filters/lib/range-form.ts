import { formatRange, parseRange } from '@opinio/domain/filter-values';

/**
 * The range form (docs/product.md#filter-kinds): it applies only when both ends are filled in;
 * otherwise applying clears the filter. Numbers may be negative and have decimals; a decimal
 * comma is accepted.
 */
export type RangeFormResult =
  | { kind: 'set'; value: string }
  | { kind: 'clear' }
  | { kind: 'invalid'; from: RangeMessage | null; to: RangeMessage | null };

export type RangeMessage = 'notNumber' | 'fromLarger';

const NUMBER = /^-?\d+(?:\.\d+)?$/;

function normalise(text: string): string {
  return text.trim().replace(',', '.');
}

export function rangeFormResult(fromText: string, toText: string): RangeFormResult {
  const from = normalise(fromText);
  const to = normalise(toText);
  const fromBad = from !== '' && !NUMBER.test(from);
  const toBad = to !== '' && !NUMBER.test(to);
  if (fromBad || toBad) {
    return { kind: 'invalid', from: fromBad ? 'notNumber' : null, to: toBad ? 'notNumber' : null };
  }
  if (from === '' || to === '') return { kind: 'clear' };
  if (Number(from) > Number(to)) return { kind: 'invalid', from: 'fromLarger', to: null };
  return { kind: 'set', value: formatRange({ from: Number(from), to: Number(to) }) };
}

/** The form's texts for a filter's current value ('' and '' when it has none or it is malformed). */
export function rangeFormTexts(values: readonly string[]): { from: string; to: string } {
  const parsed = values.length === 1 ? parseRange(values[0]) : null;
  if (!parsed?.ok) return { from: '', to: '' };
  return { from: String(parsed.value.from), to: String(parsed.value.to) };
}
