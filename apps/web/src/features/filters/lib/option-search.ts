import { UNCHECKED_OPTIONS_CAP } from '@opinio/domain/constants';
import type { TFilterOption } from '@opinio/domain/schemas/filters';

/** A typeahead lists this many matches at a time, as the server's search does. */
const TYPEAHEAD_LIMIT = 50;

/**
 * At most UNCHECKED_OPTIONS_CAP options are offered; the rest are counted, not listed
 * (docs/product.md#filter-limits).
 */
export function capOptions(
  options: readonly TFilterOption[],
  cap = UNCHECKED_OPTIONS_CAP,
): { options: readonly TFilterOption[]; left: number } {
  if (options.length <= cap) return { options, left: 0 };
  return { options: options.slice(0, cap), left: options.length - cap };
}

/** Options whose title or extName contains the query (case-insensitive), at most `limit`. */
export function searchOptions(
  options: readonly TFilterOption[],
  query: string,
  limit = TYPEAHEAD_LIMIT,
): { options: TFilterOption[]; more: boolean } {
  const needle = query.trim().toLocaleLowerCase();
  const found: TFilterOption[] = [];
  for (const option of options) {
    const hit =
      needle === '' ||
      option.title.toLocaleLowerCase().includes(needle) ||
      option.extName.toLocaleLowerCase().includes(needle);
    if (!hit) continue;
    if (found.length === limit) return { options: found, more: true };
    found.push(option);
  }
  return { options: found, more: false };
}
