import { THEME_COLOURS } from '@opinio/domain/constants';
import type { TGamificationResponse } from '@opinio/domain/schemas/gamification';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.tsx';
import type { EChartsCoreOption } from '../../../lib/echarts.ts';
import { useLocale } from '../../../lib/number-format.ts';

const LEADERS = 5;
const PALETTE = [THEME_COLOURS.primary, '#00a67e', '#e08a00', '#8e24aa', '#d81b60'];

/** Points per month of the leading units. */
export function PointsTrend({ data }: { data: TGamificationResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const leaders = data.rows.slice(0, LEADERS);
  const option = useMemo<EChartsCoreOption>(
    () => ({
      color: PALETTE,
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0, type: 'scroll' },
      grid: { left: 40, right: 16, top: 16, bottom: 56 },
      xAxis: {
        type: 'category',
        data: data.months.map((m) =>
          new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
            new Date(`${m}T00:00:00Z`),
          ),
        ),
      },
      yAxis: { type: 'value', name: t('gamification.points'), minInterval: 1 },
      series: leaders.map((row) => ({
        type: 'line',
        name: row.title,
        data: row.byMonth,
        symbolSize: 7,
      })),
    }),
    [data, leaders, locale, t],
  );
  return (
    <EChart option={option} height={300} ariaLabel={t('gamification.trendAria', { count: leaders.length })} />
  );
}
