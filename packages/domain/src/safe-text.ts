import { z } from 'zod';

/**
 * Text PostgreSQL can store. It refuses NUL in `text` and `jsonb` (SQLSTATE 22021, 22P05),
 * and an unpaired UTF-16 surrogate has no UTF-8 form: the driver would write U+FFFD, or
 * `jsonb` would refuse its escape. Every string of a request, an import file or a filter
 * token is checked against this before it reaches a query.
 */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters (U+0000) or unpaired surrogates';

// A high surrogate not followed by a low one, or a low one not preceded by a high one
// (no lookbehind: older Safari lacks it).
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/**
 * A string PostgreSQL can store: use it for every string field of a request (chain
 * `.trim()`, `.min()`, `.max()` as on `z.string()`).
 */
export const ZText = z
  .string()
  .refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE, params: { code: 'unsafe_text' } });

// A pair first, so that only unpaired halves are replaced.
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/**
 * Any text made safe to echo in a message that is stored (an import's row errors): NUL
 * shows as ␀ (U+2400), an unpaired surrogate as U+FFFD. Paired surrogates are kept.
 */
export function visibleText(text: string): string {
  if (isSafeText(text)) return text;
  return text
    .replaceAll('\u0000', '\u2400')
    .replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}
