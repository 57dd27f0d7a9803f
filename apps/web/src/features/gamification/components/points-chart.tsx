import { useTheme } from '@mui/material/styles';
import type { TGamificationResponse } from '@opinio/domain/schemas/gamification';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/echart.tsx';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import { formatAxisValue, formatChartValue, formatNumber, useLocale } from '@/lib/number-format.ts';
import { leadingUnits, pointsTable } from '../lib/leading-units.ts';
import { monthStyles } from '../lib/month-styles.ts';
import { pointsSummary } from '../lib/points-summary.ts';

interface AxisTooltipItem {
  dataIndex: number;
  seriesName: string;
  value: unknown;
  /** ECharts' own coloured dot (HTML it makes). */
  marker: string;
}

const html = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The leading units' points in all as horizontal bars, most first, each bar split by month. */
export function PointsChart({ data }: { data: TGamificationResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { palette } = useTheme();
  const colours = useMemo(
    () => [
      palette.primary.main,
      palette.warning.dark,
      palette.success.dark,
      palette.secondary.main,
      palette.info.main,
      palette.error.main,
    ],
    [palette],
  );
  const units = useMemo(() => leadingUnits(data.rows), [data.rows]);
  const { option, summary, table } = useMemo(() => {
    const month = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const months = data.months.map((m) => month.format(new Date(`${m}T00:00:00Z`)));
    const styles = monthStyles(months.length, colours);
    const pointCount = (n: number) => t('chartSummary.pointCount', { count: n, n: formatNumber(n, locale) });
    const option: EChartsCoreOption = {
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: AxisTooltipItem[]) => {
          const unit = units[items[0]?.dataIndex ?? -1];
          if (!unit) return '';
          const byMonth = items
            .filter((item) => Number(item.value) > 0)
            .map((item) => `${item.marker}${html(item.seriesName)}: ${formatChartValue(item.value, locale)}`);
          return [`<b>${html(unit.title)}</b>: ${html(pointCount(unit.points))}`, ...byMonth].join('<br>');
        },
      },
      legend: { bottom: 0, type: 'scroll', data: months },
      grid: { left: 128, right: 48, top: 8, bottom: 48 },
      xAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { formatter: (value: number) => formatAxisValue(value, locale) },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: units.map((unit) => unit.title),
        axisLabel: { width: 116, overflow: 'truncate' },
        axisTick: { show: false },
      },
      series: months.map((name, m) => ({
        type: 'bar',
        name,
        stack: 'points',
        barMaxWidth: 22,
        data: units.map((unit) => unit.byMonth[m] ?? 0),
        itemStyle: { ...styles[m], borderColor: '#fff', borderWidth: 1 },
        // the last month's segment ends the bar: it carries the unit's points in all
        label:
          m === months.length - 1
            ? {
                show: true,
                position: 'right',
                formatter: ({ dataIndex }: { dataIndex: number }) =>
                  formatNumber(units[dataIndex]?.points ?? 0, locale),
              }
            : undefined,
      })),
    };
    return {
      option,
      summary: pointsSummary({ months, leaders: units }, t, locale),
      table: pointsTable(units, months, t, locale),
    };
  }, [data.months, units, colours, locale, t]);
  return (
    <EChart
      option={option}
      height={96 + units.length * 30}
      title={t('gamification.chart')}
      summary={summary}
      table={table}
    />
  );
}
