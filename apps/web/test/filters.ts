import type { TFilter } from '@opinio/domain/schemas/filters';
import { BUILT_IN_TIME_FILTER } from '@/features/filters/lib/filter-kind.ts';

/** Fixtures of the filter tests (not shipped): a filter definition, no flags unless given. */
export function testFilter(extName: string, flags: Partial<TFilter> = {}): TFilter {
  return { ...BUILT_IN_TIME_FILTER, extName, title: extName, dateInterval: false, ...flags };
}

export const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ extName: `o${i + 1}`, title: `Option ${i + 1}` }));
