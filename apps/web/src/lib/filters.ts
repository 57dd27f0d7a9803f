import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import { decodeFilterToken, encodeFilterToken } from '@opinio/domain/filter-token';

export interface ActiveFilter {
  name: string;
  values: string[];
  kind: 'time' | 'standard';
}

/** The filters of a token in their order; a malformed token gives an error instead. */
export function listFilters(token: string): { filters: ActiveFilter[]; error: string | null } {
  try {
    const decoded = decodeFilterToken(token);
    const filters = [...decoded].map(([name, values]) => ({
      name,
      values,
      kind: name === TIME_FILTER_NAME ? ('time' as const) : ('standard' as const),
    }));
    return { filters, error: null };
  } catch (error) {
    return { filters: [], error: error instanceof Error ? error.message : String(error) };
  }
}

function decodeOrEmpty(token: string): Map<string, string[]> {
  try {
    return decodeFilterToken(token);
  } catch {
    return new Map();
  }
}

export function setFilter(token: string, name: string, values: readonly string[]): string {
  const filters = decodeOrEmpty(token);
  filters.set(name, [...values]);
  return encodeFilterToken(filters);
}

export function removeFilter(token: string, name: string): string {
  const filters = decodeOrEmpty(token);
  filters.delete(name);
  return encodeFilterToken(filters);
}

export function removeFilterValue(token: string, name: string, value: string): string {
  const filters = decodeOrEmpty(token);
  const values = (filters.get(name) ?? []).filter((v) => v !== value);
  if (values.length === 0) filters.delete(name);
  else filters.set(name, values);
  return encodeFilterToken(filters);
}

/** The values a token holds for one filter ([] when it is not set or the token is malformed). */
export function filterValues(token: string, name: string): string[] {
  return decodeOrEmpty(token).get(name) ?? [];
}

/** Sets a filter's values; no values removes the filter. */
export function withFilterValues(token: string, name: string, values: readonly string[]): string {
  return values.length === 0 ? removeFilter(token, name) : setFilter(token, name, values);
}
