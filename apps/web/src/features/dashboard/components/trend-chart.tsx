import Typography from '@mui/material/Typography';
import { indicatorAxisRange, indicatorScale } from '@opinio/domain/chart-axis';
import { TREND_BUCKETS } from '@opinio/domain/constants';
import { drawnBuckets } from '@opinio/domain/partial-periods';
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
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { trendSummary } from '@/lib/trend-summary.ts';
import { trendTable } from '@/lib/trend-table.ts';
import { useTrend } from '../api/get-trend.ts';
import { bucketLabel } from '../lib/bucket-label.ts';
import { leftOutNotes, partialNotes } from '../lib/partial-buckets.ts';
import { trendOption } from '../lib/trend-option.ts';

interface TrendChartProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * The indicator over time (line) with the number of answers per bucket (bars), on an axis
 * decided by the indicator; buckets only partly inside the period are marked, with a note.
 * When no bucket has the survey's minimum of answers, no chart is drawn: it says so.
 */
export function TrendChart({ component, survey, context }: TrendChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const configured = typeof component.config.indicator === 'string' ? component.config.indicator : null;
  const indicator = survey.indicators.find((i) => i.extName === configured) ?? survey.indicators[0];
  const bucket = TREND_BUCKETS.find((b) => b === component.config.bucket) ?? 'month';
  const indicatorExtName = indicator?.extName ?? configured ?? '';
  const query = useDeferredAnswer(useTrend(context, { indicator: indicatorExtName, bucket }));
  const indicatorTitle = indicator?.title ?? configured ?? '';
  const title = component.title ?? t('component.TrendChart', { indicator: indicatorTitle });
  const decimals = indicator?.decimals ?? 1;
  const data = query.data?.points;
  const period = query.data?.period ?? null;

  const { option, summary, table, notes } = useMemo(() => {
    // not an edge bucket of which the period holds a few days (its answers count elsewhere)
    const { drawn, leftOut } = drawnBuckets(data ?? [], period, bucket);
    const points = drawn.map((p) => ({ ...p, label: bucketLabel(p.bucket, bucket, locale) }));
    const facts = { indicator: indicatorTitle, bucket, points, decimals };
    const axis = indicatorAxisRange(
      indicator?.kind ?? 'mean',
      points.map((p) => p.value),
      indicator ? indicatorScale(indicator, survey.questions) : null,
    );
    const option = trendOption({
      points,
      indicator: indicatorTitle,
      answers: t('chart.answers'),
      intervalLabel: t('figure.intervalLabel'),
      decimals,
      axis,
      locale,
    });
    return {
      option,
      summary: trendSummary(facts, t, locale),
      table: trendTable(facts, t, locale),
      notes: [
        ...partialNotes(points, period, bucket, t, locale),
        ...leftOutNotes(leftOut, bucket, t, locale),
      ],
    };
  }, [data, period, bucket, locale, decimals, indicator, indicatorTitle, survey.questions, t]);

  const empty = (data ?? []).every((p) => p.count === 0);
  // answers, but in no bucket as many as the survey's minimum: no value to draw, and no chart of bars alone
  const tooFew = !empty && (data ?? []).every((p) => p.count === 0 || p.suppressed);
  return (
    <Panel title={title} busy={query.isFetching} testId={`trend-${component.id}`}>
      {indicatorExtName === '' && <EmptyState text={t('trend.noIndicator')} />}
      {query.isPending && indicatorExtName !== '' && (
        <LoadingSkeleton variant="chart" height={CHART_FRAME_HEIGHT} />
      )}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && empty && <EmptyState text={t('chart.empty')} />}
      {query.isSuccess && tooFew && (
        <TooFewAnswers
          text={t(`chart.tooFew.${bucket}`, { min: formatNumber(query.data.minAnswers, locale) })}
        />
      )}
      {query.isSuccess && !empty && !tooFew && (
        <>
          <EChart option={option} title={title} summary={summary} table={table} />
          {notes.map((note) => (
            <Typography
              key={note}
              variant="caption"
              color="text.secondary"
              component="p"
              data-testid="partial-note"
            >
              {note}
            </Typography>
          ))}
        </>
      )}
    </Panel>
  );
}
