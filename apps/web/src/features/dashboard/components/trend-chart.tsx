import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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
import { coarserGrain } from '../lib/trend-grain.ts';
import { trendOption } from '../lib/trend-option.ts';

interface TrendChartProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * The indicator over time (line) with the number of answers per bucket (bars), on an axis
 * decided by the indicator; buckets only partly inside the period are marked, with a note,
 * and so are buckets under the survey's minimum of answers (no value: a hollow bar). On a phone
 * a trend most of whose buckets are under the minimum is drawn by the next coarser bucket
 * (months by quarter), and says so. When no bucket has the minimum, no chart is drawn: it says so.
 */
export function TrendChart({ component, survey, context }: TrendChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const configured = typeof component.config.indicator === 'string' ? component.config.indicator : null;
  const indicator = survey.indicators.find((i) => i.extName === configured) ?? survey.indicators[0];
  const configuredBucket = TREND_BUCKETS.find((b) => b === component.config.bucket) ?? 'month';
  const indicatorExtName = indicator?.extName ?? configured ?? '';
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const configuredQuery = useTrend(context, { indicator: indicatorExtName, bucket: configuredBucket });
  const coarser =
    phone && configuredQuery.data ? coarserGrain(configuredQuery.data.points, configuredBucket) : null;
  const bucket = coarser ?? configuredBucket;
  // the same query as the configured one unless a coarser bucket is drawn
  const query = useDeferredAnswer(useTrend(context, { indicator: indicatorExtName, bucket }));
  const indicatorTitle = indicator?.title ?? configured ?? '';
  // drawn by a coarser bucket than configured, the heading names the one drawn
  const title = coarser
    ? t(`chartSummary.trend.title.${coarser}`, { indicator: indicatorTitle })
    : (component.title ?? t('component.TrendChart', { indicator: indicatorTitle }));
  const decimals = indicator?.decimals ?? 1;
  const data = query.data?.points;
  const period = query.data?.period ?? null;

  const { option, summary, table, notes, thin } = useMemo(() => {
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
      thin: points.some((p) => p.suppressed && p.count > 0),
    };
  }, [data, period, bucket, locale, decimals, indicator, indicatorTitle, survey.questions, t]);
  const min = formatNumber(query.data?.minAnswers ?? 0, locale);

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
      {query.isSuccess && tooFew && <TooFewAnswers text={t(`chart.tooFew.${bucket}`, { min })} />}
      {query.isSuccess && !empty && !tooFew && (
        <>
          <EChart option={option} title={title} summary={summary} table={table} />
          {coarser && (
            <Typography variant="caption" color="text.secondary" component="p" data-testid="coarser-note">
              {t(`chart.coarserNote.${coarser}`, { min })}
            </Typography>
          )}
          {thin && (
            <Typography variant="caption" color="text.secondary" component="p" data-testid="thin-note">
              {t(`chart.thinNote.${bucket}`, { min })}
            </Typography>
          )}
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
