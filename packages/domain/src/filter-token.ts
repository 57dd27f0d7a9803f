/**
 * Filter token: "name=value1*value2;name2=value3" (docs/product.md#filter-tokens). '/' and
 * '&' are each stored as a reserved replacement character so a token can travel inside a URL
 * path segment. The reserved characters of the grammar itself ('=', '*', ';') and the
 * replacement characters are escaped with '~'-free percent escapes so that any value
 * round-trips.
 */
export const SLASH_REPLACEMENT = '\u2044'; // FRACTION SLASH
export const AMPERSAND_REPLACEMENT = '\uFE60'; // SMALL AMPERSAND

export type FilterValues = ReadonlyMap<string, readonly string[]>;

const ESCAPED: Record<string, string> = {
  '%': '%25',
  '=': '%3D',
  '*': '%2A',
  ';': '%3B',
  ',': '%2C',
  [SLASH_REPLACEMENT]: '%E2%81%84',
  [AMPERSAND_REPLACEMENT]: '%EF%B9%A0',
};

function encodePart(value: string): string {
  let out = '';
  for (const ch of value) {
    if (ch === '/') out += SLASH_REPLACEMENT;
    else if (ch === '&') out += AMPERSAND_REPLACEMENT;
    else out += ESCAPED[ch] ?? ch;
  }
  return out;
}

function decodePart(value: string): string {
  const restored = value.replaceAll(SLASH_REPLACEMENT, '/').replaceAll(AMPERSAND_REPLACEMENT, '&');
  try {
    return decodeURIComponent(restored.replaceAll(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    throw new FilterTokenError(`Malformed escape in "${value}"`);
  }
}

export function encodeFilterToken(filters: FilterValues): string {
  const parts: string[] = [];
  for (const [name, values] of filters) {
    if (values.length === 0) continue;
    parts.push(`${encodePart(name)}=${values.map(encodePart).join('*')}`);
  }
  return parts.join(';');
}

export function decodeFilterToken(token: string): Map<string, string[]> {
  const filters = new Map<string, string[]>();
  if (token === '') return filters;
  for (const part of token.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterTokenError(`Expected name=value in "${part}"`);
    const name = decodePart(part.slice(0, eq));
    if (filters.has(name)) throw new FilterTokenError(`Filter "${name}" appears twice`);
    const values = part
      .slice(eq + 1)
      .split('*')
      .map(decodePart);
    if (values.some((v) => v === '')) throw new FilterTokenError(`Empty value for filter "${name}"`);
    filters.set(name, values);
  }
  return filters;
}

export class FilterTokenError extends Error {}
