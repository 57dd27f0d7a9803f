import { type Measure, measureAlias, type QueryRow, type QuerySpec } from './query-spec.ts';
import type { ReadModelRow } from './read-rows.ts';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The rows of a compiled spec, typed: measure columns (`m0`, `m1`, ...) back under the
 * measures' names, `g` as a group or a time bucket, `s` as which side of the split.
 */
/** The column of part `j` of measure `i` (a spec with `totals`). */
export const partAlias = (i: number, j: number) => `${measureAlias(i)}_${j}`;

/** How many additive parts a measure has (see `measureParts` in compile-query.ts). */
function partCount(m: Measure): number {
  if (m.kind === 'nps') return 3;
  if (m.kind === 'mean' || m.kind === 'topbox') return 2;
  return 1;
}

/** A measure from its additive parts: as its SQL computes it (integer counts, one division). */
function combineParts(m: Measure, p: readonly number[]): number | null {
  switch (m.kind) {
    case 'mean':
      return p[1] > 0 ? p[0] / p[1] : null;
    case 'nps':
      return p[2] > 0 ? ((p[0] - p[1]) * 100) / p[2] : null;
    case 'topbox':
      return p[1] > 0 ? (p[0] * 100) / p[1] : null;
    default:
      return p[0];
  }
}

/**
 * The rows of a spec with `totals`: each group's measures from its parts, then per side of
 * the split the total, from the sums of every group's parts (one row without a split even
 * when there are no rows, as an ungrouped query answers).
 */
function readTotalRows<A extends string>(
  rows: readonly ReadModelRow[],
  spec: Pick<QuerySpec<A>, 'measures' | 'splitSince'>,
): QueryRow<A>[] {
  const partsOf = (r: ReadModelRow) =>
    spec.measures.map((m, i) =>
      Array.from({ length: partCount(m) }, (_, j) => Number(r[partAlias(i, j)] ?? 0)),
    );
  const valuesOf = (parts: number[][]) => {
    const values = {} as Record<A, number | null>;
    spec.measures.forEach((m, i) => {
      values[m.as] = combineParts(m, parts[i]);
    });
    return values;
  };
  const sums = new Map<boolean | null, number[][]>();
  if (!spec.splitSince)
    sums.set(
      null,
      spec.measures.map((m) => new Array(partCount(m)).fill(0)),
    );
  const groups = rows.map((r) => {
    const parts = partsOf(r);
    const current = spec.splitSince ? Number(r.s) === 1 : null;
    let sum = sums.get(current);
    if (!sum) {
      sum = spec.measures.map((m) => new Array(partCount(m)).fill(0));
      sums.set(current, sum);
    }
    for (let i = 0; i < parts.length; i++) for (let j = 0; j < parts[i].length; j++) sum[i][j] += parts[i][j];
    return { group: num(r.g), bucket: null, current, total: false, values: valuesOf(parts) };
  });
  const sides = [...sums.keys()].sort((a, b) => Number(a) - Number(b));
  const totals = sides.map((current) => ({
    group: null,
    bucket: null,
    current,
    total: true,
    values: valuesOf(sums.get(current)!),
  }));
  return [...groups, ...totals];
}

export function readQueryRows<A extends string>(
  rows: readonly ReadModelRow[],
  spec: Pick<QuerySpec<A>, 'measures' | 'groupBy' | 'splitSince' | 'totals'>,
): QueryRow<A>[] {
  if (spec.totals) return readTotalRows(rows, spec);
  const byTime = spec.groupBy?.kind === 'time';
  const byTopic = spec.groupBy?.kind === 'topic';
  return rows.map((r) => {
    const values = {} as Record<A, number | null>;
    spec.measures.forEach((m, i) => {
      values[m.as] = num(r[measureAlias(i)]);
    });
    return {
      group: spec.groupBy && !byTime && !byTopic ? num(r.g) : null,
      bucket: byTime && r.g !== null && r.g !== undefined ? String(r.g) : null,
      current: spec.splitSince ? Number(r.s) === 1 : null,
      ...(byTopic ? { topic: String(r.g) } : {}),
      values,
    };
  });
}
