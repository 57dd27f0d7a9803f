import Box from '@mui/material/Box';
import { indicatorAxisRange } from '@opinio/domain/chart-axis';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/echart.tsx';
import { useLocale } from '@/lib/number-format.ts';
import { trendSummary } from '@/lib/trend-summary.ts';
import { trendTable } from '@/lib/trend-table.ts';
import { bigScreenTrendOption } from '../lib/bigscreen-trend-option.ts';
import { tvScale } from '../lib/tv-size.ts';
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

/** The first indicator per day over the last 30 days, answers as faint bars on their own axis. */
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
    const option = bigScreenTrendOption({
      points,
      indicator: title,
      answers: t('chart.answers'),
      partialLabel: t('bigscreen.todaySoFar'),
      decimals,
      axis,
      locale,
      scale,
      reduceMotion,
    });
    // the words compare whole days of enough answers: never today's first few
    const facts = {
      indicator: title,
      bucket: 'day' as const,
      points,
      decimals,
      wholeOnly: { minCount: summary.trend.minAnswers },
    };
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
