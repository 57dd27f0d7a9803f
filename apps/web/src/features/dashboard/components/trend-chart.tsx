import { THEME_COLOURS } from '@opinio/domain/constants';
import { ZTrendBucket } from '@opinio/domain/schemas/analytics';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { Panel } from '../../../components/panel.tsx';
import type { AnalyticsContext } from '../../../lib/analytics-context.ts';
import type { EChartsCoreOption } from '../../../lib/echarts.ts';
import { useLocale } from '../../../lib/number-format.ts';
import { useTrend } from '../api/get-trend.ts';
import { bucketLabel } from '../lib/bucket-label.ts';

interface TrendChartProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/** The indicator over time (line) with the number of answers per bucket (bars). */
export function TrendChart({ component, survey, context }: TrendChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const configured = typeof component.config.indicator === 'string' ? component.config.indicator : null;
  const indicator = survey.indicators.find((i) => i.extName === configured) ?? survey.indicators[0];
  const bucket = ZTrendBucket.safeParse(component.config.bucket).data ?? 'month';
  const indicatorExtName = indicator?.extName ?? configured ?? '';
  const query = useTrend(context, { indicator: indicatorExtName, bucket });
  const indicatorTitle = indicator?.title ?? configured ?? '';
  const title = component.title ?? t('component.TrendChart', { indicator: indicatorTitle });
  const points = query.data?.points ?? [];

  const option = useMemo<EChartsCoreOption>(() => {
    const decimals = indicator?.decimals ?? 1;
    return {
      color: [THEME_COLOURS.primary, '#9fa8da'],
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 48, right: 56, top: 32, bottom: 56 },
      xAxis: { type: 'category', data: points.map((p) => bucketLabel(p.bucket, bucket, locale)) },
      yAxis: [
        { type: 'value', name: indicatorTitle, scale: true },
        { type: 'value', name: t('chart.answers'), min: 0, splitLine: { show: false } },
      ],
      series: [
        {
          type: 'line',
          name: indicatorTitle,
          data: points.map((p) => (p.value === null ? null : Number(p.value.toFixed(decimals)))),
          z: 3,
        },
        {
          type: 'bar',
          name: t('chart.answers'),
          yAxisIndex: 1,
          data: points.map((p) => p.count),
          barMaxWidth: 28,
        },
      ],
    };
  }, [points, bucket, locale, indicator, indicatorTitle, t]);

  const empty = points.every((p) => p.count === 0);
  return (
    <Panel title={title} busy={query.isFetching} testId={`trend-${component.id}`}>
      {indicatorExtName === '' && <EmptyState text={t('trend.noIndicator')} />}
      {query.isPending && indicatorExtName !== '' && <LoadingSkeleton variant="chart" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && empty && <EmptyState text={t('chart.empty')} />}
      {query.isSuccess && !empty && (
        <EChart
          option={option}
          title={title}
          ariaLabel={t('trend.ariaLabel', { indicator: indicatorTitle, bucket: t(`trend.bucket.${bucket}`) })}
        />
      )}
    </Panel>
  );
}
