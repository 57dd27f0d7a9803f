/** A trend's line in pieces: ECharts styles a line series as a whole, not segment by segment. */
interface TrendLine {
  /** Whole buckets only: the solid line joins two whole buckets next to each other. */
  solid: Array<number | null>;
  /** One series per partial bucket: its value and its neighbours', drawn dashed. */
  dashed: Array<Array<number | null>>;
}

/** Splits a trend's values so that every segment into or out of a partial bucket is dashed. */
export function trendLine(values: ReadonlyArray<number | null>, partial: readonly boolean[]): TrendLine {
  const solid = values.map((value, i) => (partial[i] ? null : value));
  const dashed = values.flatMap((_, at) =>
    partial[at] ? [values.map((value, i) => (Math.abs(i - at) <= 1 ? value : null))] : [],
  );
  return { solid, dashed };
}
