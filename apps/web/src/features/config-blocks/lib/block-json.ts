/** A block's content as the editor shows it: two-space indented JSON. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** The value of a JSON text, or `{ ok: false }` when it is not JSON. */
export function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** An object with its keys in alphabetical order, all the way down; arrays keep their order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, sortedKeys(inner)]));
}

/**
 * Content to compare versions by: pretty JSON with its keys sorted, so that a version stored
 * with its keys in another order shows only what really changed.
 */
export function comparableJson(value: unknown): string {
  return prettyJson(sortedKeys(value));
}
