/** A chart's data as a table (components/chart-table.tsx): the same points, written as the chart writes them. */
export interface ChartTableData {
  /** The column headers, in the order of each row's cells. */
  columns: readonly string[];
  /** One row per category of the chart (a bucket, an answer, a unit), its cells formatted. */
  rows: ReadonlyArray<readonly string[]>;
  /** The column that names each row (default: the first); the others hold numbers. */
  rowHeader?: number;
}
