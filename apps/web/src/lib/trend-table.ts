import type { TTrendBucket } from '@opinio/domain/schemas/analytics';
import type { TFunction } from 'i18next';
import type { ChartTableData } from './chart-table-data.ts';
import { formatNumber } from './number-format.ts';
import type { TrendSummaryPoint } from './trend-summary.ts';

interface TrendTableInput {
  indicator: string;
  bucket: TTrendBucket;
  points: readonly TrendSummaryPoint[];
  decimals: number;
}

/**
 * A trend as a table: one row per bucket ("Nov 2026 (partial month)" when partly inside the
 * period) with the indicator's value ('–' without one) and the answers.
 */
export function trendTable(input: TrendTableInput, t: TFunction, locale: string): ChartTableData {
  return {
    columns: [t(`chart.table.bucket.${input.bucket}`), input.indicator, t('chart.answers')],
    rows: input.points.map((p) => [
      p.partial ? t(`chart.table.partial.${input.bucket}`, { label: p.label }) : p.label,
      p.value === null ? '–' : formatNumber(p.value, locale, input.decimals),
      formatNumber(p.count, locale),
    ]),
  };
}
