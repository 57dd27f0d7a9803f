import Box from '@mui/material/Box';
import { indicatorAxisRange } from '@opinio/domain/chart-axis';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/echart.tsx';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import { formatAxisValue, useLocale } from '@/lib/number-format.ts';
import { trendSummary } from '@/lib/trend-summary.ts';
import { trendTable } from '@/lib/trend-table.ts';
import { TV_COLOURS, tvScale } from '../lib/tv-size.ts';
import { useViewport } from '../lib/use-viewport.ts';
import { TvCard } from './tv-card.tsx';

/** The height of the box the chart fills. */
function useBoxHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(300);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(Math.max(120, Math.floor(element.clientHeight))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

/** The first indicator per day over the last 30 days, answers as faint bars. */
export function BigScreenTrend({ summary }: { summary: TBigScreenSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { width, height: viewportHeight } = useViewport();
  const box = useBoxHeight();
  const tile = summary.tiles.find((x) => x.indicator.extName === summary.trend.indicator);
  const title = tile?.indicator.title ?? summary.trend.indicator;
  const decimals = tile?.indicator.decimals ?? 1;
  const scale = tvScale(width, viewportHeight);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const { option, trendText, table } = useMemo(() => {
    const font = Math.round(18 * scale);
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const points = summary.trend.points.map((p) => ({
      ...p,
      label: day.format(new Date(`${p.bucket}T00:00:00Z`)),
    }));
    // the big screen knows no question scales: a mean's axis runs from 0
    const axis = indicatorAxisRange(
      tile?.indicator.kind ?? 'mean',
      points.map((p) => p.value),
    );
    const option: EChartsCoreOption = {
      animation: !reduceMotion,
      textStyle: { color: TV_COLOURS.muted, fontSize: font },
      grid: { left: 64 * scale, right: 56 * scale, top: 24 * scale, bottom: 40 * scale },
      xAxis: {
        type: 'category',
        data: points.map((p) => p.label),
        axisLabel: { color: TV_COLOURS.muted, fontSize: font, interval: 6 },
        axisLine: { lineStyle: { color: 'rgba(255,255,255,0.25)' } },
        axisTick: { show: false },
      },
      yAxis: [
        {
          type: 'value',
          ...axis,
          axisLabel: {
            color: TV_COLOURS.muted,
            fontSize: font,
            formatter: (value: number) => formatAxisValue(value, locale),
          },
          splitLine: { lineStyle: { color: 'rgba(255,255,255,0.08)' } },
        },
        // answers keep to the lower third, under the line
        {
          type: 'value',
          min: 0,
          max: Math.max(1, ...summary.trend.points.map((p) => p.count)) * 3,
          show: false,
        },
      ],
      series: [
        {
          type: 'bar',
          yAxisIndex: 1,
          name: t('chart.answers'),
          data: summary.trend.points.map((p) => p.count),
          itemStyle: { color: 'rgba(124, 140, 255, 0.22)', borderRadius: [4, 4, 0, 0] },
          barMaxWidth: 24 * scale,
        },
        {
          type: 'line',
          name: title,
          smooth: 0.2,
          connectNulls: true,
          symbolSize: 8 * scale,
          data: summary.trend.points.map((p) =>
            p.value === null ? null : Number(p.value.toFixed(decimals)),
          ),
          lineStyle: { width: 5 * scale, color: TV_COLOURS.good },
          itemStyle: { color: TV_COLOURS.good },
          areaStyle: { color: 'rgba(46, 230, 168, 0.10)' },
          z: 3,
        },
      ],
    };
    const facts = { indicator: title, bucket: 'day' as const, points, decimals };
    return { option, trendText: trendSummary(facts, t, locale), table: trendTable(facts, t, locale) };
  }, [summary, tile, scale, locale, title, decimals, t, reduceMotion]);
  return (
    <TvCard
      title={t('bigscreen.trend', { indicator: title })}
      subtitle={t('bigscreen.trendSubtitle')}
      testId="bigscreen-trend"
    >
      <Box ref={box.ref} sx={{ flex: 1, minHeight: 0 }}>
        <EChart
          option={option}
          height={box.height}
          toolbar={false}
          title={t('bigscreen.trend', { indicator: title })}
          summary={trendText}
          table={table}
        />
      </Box>
    </TvCard>
  );
}
