import Typography from '@mui/material/Typography';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_FRAME_HEIGHT, EChart } from '@/components/echart.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TooFewAnswers } from '@/components/too-few-answers.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useDeferredAnswer } from '@/lib/deferred-answer.ts';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { useDistribution } from '../api/get-distribution.ts';
import { distributionOption } from '../lib/distribution-option.ts';
import { distributionSummary } from '../lib/distribution-summary.ts';

interface DistributionChartProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * How the answers of config.question spread over its values, with each value's share; below
 * the survey's minimum of answers not drawn at all ("too few answers"), as the tiles say.
 */
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
    const option = distributionOption({ bars, total, answers: t('chart.answers'), locale });
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
      {query.isSuccess && query.data.suppressed && (
        <TooFewAnswers
          text={t('chart.tooFew', {
            n: formatNumber(total, locale),
            min: formatNumber(query.data.minAnswers, locale),
          })}
        />
      )}
      {query.isSuccess && total > 0 && !query.data.suppressed && (
        <EChart option={option} title={title} summary={summary} table={table} />
      )}
    </Panel>
  );
}
