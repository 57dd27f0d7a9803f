import type { TRankingResponse } from '@opinio/domain/schemas/analytics';

export type RankingRow = TRankingResponse['rows'][number];

/** A column of the ranking; `fair`, the fair score (the low end of the value's 95% interval), in a fair ranking only. */
export type RankingColumn = 'rank' | 'title' | 'value' | 'fair' | 'count' | 'change';

export interface RankingSort {
  column: RankingColumn;
  direction: 'asc' | 'desc';
}

/**
 * Places gained since the previous period (positive: moved up); null when the unit was
 * not ranked before or is not ranked now.
 */
export function rankChange(row: RankingRow): number | null {
  if (row.rank === null || row.previousRank === null) return null;
  return row.previousRank - row.rank;
}

/** The ranking split as the screen shows it: ranked units, and those with too few answers. */
export function splitRanking(rows: readonly RankingRow[]): { ranked: RankingRow[]; tooFew: RankingRow[] } {
  return { ranked: rows.filter((r) => r.rank !== null), tooFew: rows.filter((r) => r.rank === null) };
}

/** The lowest and highest value, for bars that show where a unit sits. */
export function valueRange(rows: readonly RankingRow[]): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    if (row.value === null) continue;
    min = Math.min(min, row.value);
    max = Math.max(max, row.value);
  }
  return min <= max ? { min, max } : { min: 0, max: 0 };
}

function cellOf(row: RankingRow, column: RankingColumn): string | number | null {
  switch (column) {
    case 'rank':
      return row.rank;
    case 'title':
      return row.title;
    case 'value':
      return row.value;
    case 'fair':
      return row.fairScore;
    case 'count':
      return row.count;
    case 'change':
      return rankChange(row);
  }
}

/** Sorts by a column; rows without a value always go last; ties keep the ranking's order. */
export function sortRankingRows(rows: readonly RankingRow[], sort: RankingSort): RankingRow[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = cellOf(a.row, sort.column);
      const y = cellOf(b.row, sort.column);
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      const order =
        typeof x === 'string' || typeof y === 'string'
          ? String(x).localeCompare(String(y), undefined, { numeric: true })
          : x - y;
      return factor * order || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** A column in its natural direction: figures from the highest, rank and name from the first. */
export function naturalSort(column: RankingColumn): RankingSort {
  const naturalDesc = column === 'value' || column === 'fair' || column === 'count' || column === 'change';
  return { column, direction: naturalDesc ? 'desc' : 'asc' };
}

/** Clicking a header: the same column flips, a new one starts in its natural direction. */
export function nextSort(current: RankingSort, column: RankingColumn): RankingSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return naturalSort(column);
}
