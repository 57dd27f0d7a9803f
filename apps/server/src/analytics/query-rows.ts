import { measureAlias, type QueryRow, type QuerySpec } from './query-spec.ts';
import type { ReadModelRow } from './read-rows.ts';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The rows of a compiled spec, typed: measure columns (`m0`, `m1`, ...) back under the
 * measures' names, `g` as a group or a time bucket, `s` as which side of the split.
 */
export function readQueryRows<A extends string>(
  rows: readonly ReadModelRow[],
  spec: Pick<QuerySpec<A>, 'measures' | 'groupBy' | 'splitSince' | 'totals'>,
): QueryRow<A>[] {
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
      ...(spec.totals ? { total: Number(r.t) === 1 } : {}),
      values,
    };
  });
}
