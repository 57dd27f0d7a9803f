import Typography from '@mui/material/Typography';
import { THEME_COLOURS } from '@opinio/domain/constants';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_FRAME_HEIGHT, EChart } from '@/components/echart.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useDeferredAnswer } from '@/lib/deferred-answer.ts';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import {
  formatAxisValue,
  formatChartValue,
  formatNumber,
  formatPercent,
  useLocale,
} from '@/lib/number-format.ts';
import { useDistribution } from '../api/get-distribution.ts';
import { distributionSummary } from '../lib/distribution-summary.ts';

interface DistributionChartProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/** How the answers of config.question spread over its values, with each value's share. */
export function DistributionChart({ component, survey, context }: DistributionChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const questionExtName = typeof component.config.question === 'string' ? component.config.question : '';
  const question = survey.questions.find((q) => q.extName === questionExtName);
  const query = useDeferredAnswer(useDistribution(context, questionExtName));
  const questionTitle = question?.title ?? questionExtName;
  const title = component.title ?? t('component.DistributionChart', { question: questionTitle });
  const total = query.data?.total ?? 0;
  const bars = query.data?.bars ?? [];

  const { option, summary, table } = useMemo(() => {
    const share = (count: number) => (total > 0 ? (count * 100) / total : 0);
    const option: EChartsCoreOption = {
      color: [THEME_COLOURS.primary],
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) =>
          `${formatChartValue(value, locale)} (${formatPercent(share(Number(value)), locale, 1)})`,
      },
      grid: { left: 48, right: 16, top: 28, bottom: 32 },
      xAxis: { type: 'category', data: bars.map((b) => b.label) },
      yAxis: {
        type: 'value',
        name: t('chart.answers'),
        axisLabel: { formatter: (value: number) => formatAxisValue(value, locale) },
      },
      series: [
        {
          type: 'bar',
          name: t('chart.answers'),
          data: bars.map((b) => b.count),
          barMaxWidth: 40,
          label: {
            show: true,
            position: 'top',
            formatter: ({ value }: { value: unknown }) => formatPercent(share(Number(value)), locale),
          },
        },
      ],
    };
    const table = {
      columns: [t('chart.table.answer'), t('chart.answers'), t('chart.table.share')],
      rows: bars.map((b) => [
        b.label,
        formatNumber(b.count, locale),
        formatPercent(share(b.count), locale, 1),
      ]),
    };
    const summary = distributionSummary({ question: questionTitle, bars, total }, t, locale);
    return { option, summary, table };
  }, [bars, total, questionTitle, locale, t]);

  return (
    <Panel
      title={title}
      busy={query.isFetching}
      testId={`distribution-${component.id}`}
      actions={
        query.isSuccess && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('kpi.count', { count: total, formatted: formatNumber(total, locale) })}
          </Typography>
        )
      }
    >
      {questionExtName === '' && <EmptyState text={t('distribution.noQuestion')} />}
      {query.isPending && questionExtName !== '' && (
        <LoadingSkeleton variant="chart" height={CHART_FRAME_HEIGHT} />
      )}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && total === 0 && <EmptyState text={t('chart.empty')} />}
      {query.isSuccess && total > 0 && (
        <EChart option={option} title={title} summary={summary} table={table} />
      )}
    </Panel>
  );
}
