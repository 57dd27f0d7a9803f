import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/echart.tsx';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import { formatAxisValue, formatNumber, useLocale } from '@/lib/number-format.ts';
import type { RankingRow } from '../lib/ranking-rows.ts';
import { rankingSummary } from '../lib/ranking-summary.ts';

const STATUS_FILL = { bad: '#be0000', good: '#00a57a', neutral: '#5c6bc0' } as const;

interface RankingChartProps {
  rows: readonly RankingRow[];
  indicator: TIndicator | undefined;
  title: string;
  /** Ranked by fair score: the axis says so, under bars that show the values. */
  fair?: boolean;
}

/** Every ranked unit as a bar, best first, coloured by the indicator's thresholds. */
export function RankingChart({ rows, indicator, title, fair = false }: RankingChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decimals = indicator?.decimals ?? 1;
  const indicatorTitle = indicator?.title ?? '';
  const { option, summary, table } = useMemo(() => {
    const ranked = rows.flatMap((r) => (r.value === null ? [] : [{ ...r, value: r.value }]));
    const rank = (r: RankingRow) => (r.rank === null ? '–' : formatNumber(r.rank, locale));
    const option: EChartsCoreOption = {
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: Array<{ dataIndex: number }>) => {
          const row = ranked[items[0]?.dataIndex ?? -1];
          if (!row) return '';
          const html = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
          return `<b>${rank(row)}. ${html(row.title)}</b><br>${html(indicatorTitle)}: ${formatNumber(row.value, locale, decimals)}<br>${html(t('ranking.column.count'))}: ${formatNumber(row.count, locale)}`;
        },
      },
      grid: { left: 48, right: 16, top: 32, bottom: 28 },
      xAxis: {
        type: 'category',
        data: ranked.map((r) => r.title),
        axisLabel: { show: false },
        axisTick: { show: false },
        name: t(fair ? 'ranking.chart.axisFair' : 'ranking.chart.axis', { n: ranked.length }),
        nameLocation: 'middle',
        nameGap: 10,
      },
      yAxis: {
        type: 'value',
        scale: true,
        name: indicatorTitle,
        axisLabel: { formatter: (value: number) => formatAxisValue(value, locale) },
      },
      series: [
        {
          type: 'bar',
          name: indicatorTitle,
          barCategoryGap: ranked.length > 100 ? '10%' : '30%',
          data: ranked.map((r) => ({
            value: Number(r.value.toFixed(decimals)),
            itemStyle: { color: STATUS_FILL[indicatorStatus(r.value, indicator)] },
          })),
        },
      ],
    };
    const table = {
      columns: [
        t('ranking.column.rank'),
        t('ranking.column.unit'),
        indicatorTitle,
        t('ranking.column.count'),
      ],
      rowHeader: 1,
      rows: ranked.map((r) => [
        rank(r),
        r.title,
        formatNumber(r.value, locale, decimals),
        formatNumber(r.count, locale),
      ]),
    };
    const summary = rankingSummary({ indicator: indicatorTitle, units: ranked, decimals }, t, locale);
    return { option, summary, table };
  }, [rows, indicator, indicatorTitle, decimals, locale, t, fair]);

  return (
    <EChart
      option={option}
      title={title}
      height={200}
      fullscreenTarget="chart"
      summary={summary}
      table={table}
    />
  );
}
