import type { InterviewPage, ValueType } from './interview-pages.ts';

/** `ts` is UINTEGER seconds since 1970 (ReadModel.columns): 1970-01-01 to 2106-02-07. */
const TS_MAX = 2 ** 32 - 1;
const VALUE_RANGE: Record<ValueType, readonly [number, number]> = {
  UTINYINT: [0, 255],
  SMALLINT: [-32_768, 32_767],
  INTEGER: [-(2 ** 31), 2 ** 31 - 1],
};

const fits = (n: number, [min, max]: readonly [number, number]) =>
  Number.isInteger(n) && n >= min && n <= max;

/**
 * The rows of a page the wide table can hold, and the ids of those it cannot: a date before
 * 1970 or after 2106, or an answer beyond its column's type. The API and the import refuse
 * such rows, but PostgreSQL may still hold some (written by a script, a restore, an older
 * version); one of them must not stop the build of the whole survey. Without any, the page
 * itself is answered.
 */
export function holdableRows(
  page: InterviewPage,
  types: readonly ValueType[],
): { page: InterviewPage; skipped: number[] } {
  const ranges = types.map((type) => VALUE_RANGE[type]);
  const holdable = (r: number) => {
    if (!fits(page.ts[r], [0, TS_MAX])) return false;
    for (let c = 0; c < ranges.length; c++) {
      const value = page.values[c][r];
      if (value !== null && !fits(value, ranges[c])) return false;
    }
    return true;
  };
  const keep: number[] = [];
  const skipped: number[] = [];
  for (let r = 0; r < page.ids.length; r++) {
    if (holdable(r)) keep.push(r);
    else skipped.push(page.ids[r]);
  }
  if (skipped.length === 0) return { page, skipped };
  const pick = <T>(column: readonly T[]) => keep.map((r) => column[r]);
  return {
    page: {
      ...page,
      ids: pick(page.ids),
      units: pick(page.units),
      ts: pick(page.ts),
      values: page.values.map(pick),
      texts: page.texts.map(pick),
    },
    skipped,
  };
}
