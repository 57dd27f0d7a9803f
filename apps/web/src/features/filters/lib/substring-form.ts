import { formatSubstring, parseSubstring, type SubstringValue } from '@opinio/domain/filter-values';

/**
 * Typed substring filters (docs/product.md#filter-kinds): 'text~' keeps answers containing the
 * text, '_text' leaves them out. A filter may hold several texts; the form adds one at a time.
 */
export type SubstringMessage = 'empty' | 'excludeTilde' | 'duplicate';

/** The filter's texts with the value each is written as; malformed values are left out. */
export function substringTerms(values: readonly string[]): Array<{ value: string; term: SubstringValue }> {
  const terms: Array<{ value: string; term: SubstringValue }> = [];
  for (const value of values) {
    const parsed = parseSubstring(value);
    if (parsed.ok) terms.push({ value, term: parsed.value });
  }
  return terms;
}

/** The filter's values with one more text, or why it cannot be added. */
export function addSubstring(
  values: readonly string[],
  term: SubstringValue,
): { ok: true; values: string[] } | { ok: false; message: SubstringMessage } {
  const text = term.text.trim();
  if (text === '') return { ok: false, message: 'empty' };
  // "_x~" would read as an include of "_x": an excluded text cannot end with '~'.
  if (term.mode === 'exclude' && text.endsWith('~')) return { ok: false, message: 'excludeTilde' };
  const value = formatSubstring({ mode: term.mode, text });
  if (values.includes(value)) return { ok: false, message: 'duplicate' };
  return { ok: true, values: [...values, value] };
}
