import type { TFilter } from '@opinio/domain/schemas/filters';

/** A filter definition for tests: no flags unless given. */
export function testFilter(extName: string, flags: Partial<TFilter> = {}): TFilter {
  return {
    extName,
    title: extName,
    options: [],
    range: false,
    today: false,
    dateRef: false,
    dateInterval: false,
    tableDate: false,
    multipleSelections: false,
    serverSide: false,
    dropdown: false,
    exclude: false,
    submatch: false,
    campaign: false,
    ...flags,
  };
}

export const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ extName: `o${i + 1}`, title: `Option ${i + 1}` }));
