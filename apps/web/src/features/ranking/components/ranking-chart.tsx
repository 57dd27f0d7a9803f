import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.tsx';
import type { EChartsCoreOption } from '../../../lib/echarts.ts';
import { formatNumber, useLocale } from '../../../lib/number-format.ts';
import type { RankingRow } from '../lib/ranking-rows.ts';

const STATUS_FILL = { bad: '#be0000', good: '#00a57a', neutral: '#5c6bc0' } as const;

interface RankingChartProps {
  rows: readonly RankingRow[];
  indicator: TIndicator | undefined;
  title: string;
}

/** Every ranked unit as a bar, best first, coloured by the indicator's thresholds. */
export function RankingChart({ rows, indicator, title }: RankingChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decimals = indicator?.decimals ?? 1;
  const option = useMemo<EChartsCoreOption>(() => {
    const ranked = rows.filter((r) => r.value !== null);
    return {
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: Array<{ dataIndex: number }>) => {
          const row = ranked[items[0]?.dataIndex ?? -1];
          if (!row) return '';
          const html = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
          return `<b>${row.rank}. ${html(row.title)}</b><br>${html(indicator?.title ?? '')}: ${formatNumber(row.value ?? 0, locale, decimals)}<br>${html(t('ranking.column.count'))}: ${formatNumber(row.count, locale)}`;
        },
      },
      grid: { left: 48, right: 16, top: 32, bottom: 28 },
      xAxis: {
        type: 'category',
        data: ranked.map((r) => r.title),
        axisLabel: { show: false },
        axisTick: { show: false },
        name: t('ranking.chart.axis', { n: ranked.length }),
        nameLocation: 'middle',
        nameGap: 10,
      },
      yAxis: { type: 'value', scale: true, name: indicator?.title ?? '' },
      series: [
        {
          type: 'bar',
          name: indicator?.title ?? '',
          barCategoryGap: ranked.length > 100 ? '10%' : '30%',
          data: ranked.map((r) => ({
            value: Number((r.value as number).toFixed(decimals)),
            itemStyle: { color: STATUS_FILL[indicatorStatus(r.value, indicator)] },
          })),
        },
      ],
    };
  }, [rows, indicator, decimals, locale, t]);

  return (
    <EChart
      option={option}
      title={title}
      height={200}
      fullscreenTarget="chart"
      ariaLabel={t('ranking.chart.ariaLabel', { indicator: indicator?.title ?? '', n: rows.length })}
    />
  );
}
