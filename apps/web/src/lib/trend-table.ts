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
 * period) with the indicator's value ('–' without one, "too few answers" under the survey's
 * minimum), its 95% interval and the answers.
 */
export function trendTable(input: TrendTableInput, t: TFunction, locale: string): ChartTableData {
  const number = (x: number) => formatNumber(x, locale, input.decimals);
  return {
    columns: [
      t(`chart.table.bucket.${input.bucket}`),
      input.indicator,
      t('figure.intervalLabel'),
      t('chart.answers'),
    ],
    rows: input.points.map((p) => [
      p.partial ? t(`chart.table.partial.${input.bucket}`, { label: p.label }) : p.label,
      p.suppressed ? t('kpi.tooFew') : p.value === null ? '–' : number(p.value),
      p.ciLow === null || p.ciLow === undefined || p.ciHigh === null || p.ciHigh === undefined
        ? '–'
        : `${number(p.ciLow)} – ${number(p.ciHigh)}`,
      formatNumber(p.count, locale),
    ]),
  };
}
