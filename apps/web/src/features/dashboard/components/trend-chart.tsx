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
import { formatAxisValue, formatChartValue, useLocale } from '../../../lib/number-format.ts';
import { trendSummary } from '../../../lib/trend-summary.ts';
import { trendTable } from '../../../lib/trend-table.ts';
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
  const decimals = indicator?.decimals ?? 1;
  const data = query.data?.points;

  const { option, summary, table } = useMemo(() => {
    const points = (data ?? []).map((p) => ({ ...p, label: bucketLabel(p.bucket, bucket, locale) }));
    const facts = { indicator: indicatorTitle, bucket, points, decimals };
    const axisLabel = { formatter: (value: number) => formatAxisValue(value, locale) };
    const option: EChartsCoreOption = {
      color: [THEME_COLOURS.primary, '#9fa8da'],
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 48, right: 56, top: 32, bottom: 56 },
      xAxis: { type: 'category', data: points.map((p) => p.label) },
      yAxis: [
        { type: 'value', name: indicatorTitle, scale: true, axisLabel },
        { type: 'value', name: t('chart.answers'), min: 0, splitLine: { show: false }, axisLabel },
      ],
      series: [
        {
          type: 'line',
          name: indicatorTitle,
          data: points.map((p) => (p.value === null ? null : Number(p.value.toFixed(decimals)))),
          tooltip: { valueFormatter: (value: unknown) => formatChartValue(value, locale, decimals) },
          z: 3,
        },
        {
          type: 'bar',
          name: t('chart.answers'),
          yAxisIndex: 1,
          data: points.map((p) => p.count),
          tooltip: { valueFormatter: (value: unknown) => formatChartValue(value, locale, 0) },
          barMaxWidth: 28,
        },
      ],
    };
    return { option, summary: trendSummary(facts, t, locale), table: trendTable(facts, t, locale) };
  }, [data, bucket, locale, decimals, indicatorTitle, t]);

  const empty = (data ?? []).every((p) => p.count === 0);
  return (
    <Panel title={title} busy={query.isFetching} testId={`trend-${component.id}`}>
      {indicatorExtName === '' && <EmptyState text={t('trend.noIndicator')} />}
      {query.isPending && indicatorExtName !== '' && <LoadingSkeleton variant="chart" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && empty && <EmptyState text={t('chart.empty')} />}
      {query.isSuccess && !empty && <EChart option={option} title={title} summary={summary} table={table} />}
    </Panel>
  );
}
