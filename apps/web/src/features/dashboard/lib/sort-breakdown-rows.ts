import type { TBreakdownResponse } from '@opinio/domain/schemas/analytics';

type Row = TBreakdownResponse['rows'][number];

export interface BreakdownSort {
  /** 'title', 'count' or an indicator extName. */
  column: string;
  direction: 'asc' | 'desc';
}

/** Sorts rows by a column; rows without a value always go last. */
export function sortBreakdownRows(rows: readonly Row[], sort: BreakdownSort): Row[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  const cellOf = (row: Row): string | number | null => {
    if (sort.column === 'title') return row.title;
    if (sort.column === 'count') return row.count;
    return row.values[sort.column] ?? null;
  };
  return [...rows].sort((a, b) => {
    const x = cellOf(a);
    const y = cellOf(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' || typeof y === 'string') {
      return factor * String(x).localeCompare(String(y), undefined, { numeric: true });
    }
    return factor * (x - y);
  });
}

/** ▲ or ▼ when a unit is clearly above or below its parent node (at 95%), else nothing. */
export function differsFromNode(
  row: Row,
  extName: string,
  node: Record<string, number | null> | null | undefined,
): 'higher' | 'lower' | null {
  const value = row.values[extName] ?? null;
  const parentValue = node?.[extName] ?? null;
  if (!row.stats[extName]?.differsFromParent || value === null || parentValue === null) return null;
  return value > parentValue ? 'higher' : 'lower';
}
