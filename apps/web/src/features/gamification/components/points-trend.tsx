import { THEME_COLOURS } from '@opinio/domain/constants';
import type { TGamificationResponse } from '@opinio/domain/schemas/gamification';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.tsx';
import type { EChartsCoreOption } from '../../../lib/echarts.ts';
import { formatAxisValue, formatChartValue, formatNumber, useLocale } from '../../../lib/number-format.ts';
import { pointsSummary } from '../lib/points-summary.ts';

const LEADERS = 5;
const PALETTE = [THEME_COLOURS.primary, '#00a67e', '#e08a00', '#8e24aa', '#d81b60'];

/** Points per month of the leading units. */
export function PointsTrend({ data }: { data: TGamificationResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { option, summary, table } = useMemo(() => {
    const leaders = data.rows.slice(0, LEADERS);
    const month = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const months = data.months.map((m) => month.format(new Date(`${m}T00:00:00Z`)));
    const option: EChartsCoreOption = {
      color: PALETTE,
      tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatChartValue(value, locale) },
      legend: { bottom: 0, type: 'scroll' },
      grid: { left: 40, right: 16, top: 16, bottom: 56 },
      xAxis: { type: 'category', data: months },
      yAxis: {
        type: 'value',
        name: t('gamification.points'),
        minInterval: 1,
        axisLabel: { formatter: (value: number) => formatAxisValue(value, locale) },
      },
      series: leaders.map((row) => ({
        type: 'line',
        name: row.title,
        data: row.byMonth,
        symbolSize: 7,
      })),
    };
    const table = {
      columns: [t('chart.table.bucket.month'), ...leaders.map((row) => row.title)],
      rows: months.map((label, i) => [
        label,
        ...leaders.map((row) => formatNumber(row.byMonth[i] ?? 0, locale)),
      ]),
    };
    return { option, summary: pointsSummary({ months, leaders }, t, locale), table };
  }, [data, locale, t]);
  return (
    <EChart option={option} height={300} title={t('gamification.trend')} summary={summary} table={table} />
  );
}
