import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_DRIVER_QUESTIONS } from '@opinio/domain/key-drivers/shapley-r2';
import type { TDriver, TDriversResponse } from '@opinio/domain/schemas/insights';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/echart.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { useDrivers } from '../api/get-drivers.ts';
import { driversOption } from '../lib/drivers-option.ts';
import { driversSummary } from '../lib/drivers-summary.ts';
import { DriversTable } from './drivers-table.tsx';
import { ThemesTable } from './themes-table.tsx';

/** What the app offers on the driver most worth fixing (a feature of its own: an action plan). */
export type DriverAction = ComponentType<{
  driver: TDriver;
  /** The target indicator's extName. */
  target: string;
  survey: TSurvey;
  context: AnalyticsContext;
}>;

interface KeyDriversProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  /** Drawn under the drivers for the first to fix (the most important one rated low). */
  driverAction?: DriverAction;
}

/**
 * The page component KeyDriversComponent: which scale questions go together with the target
 * indicator (config.target, default the survey's first) at the drill node, as importance against
 * performance, with a table below (docs/key-drivers.md).
 */
export function KeyDrivers({ component, survey, context, driverAction: Action }: KeyDriversProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const target = typeof component.config.target === 'string' ? component.config.target : undefined;
  const query = useDrivers(context, target);
  const data = query.data;
  const targetName = data?.target ?? target;
  const indicator = survey.indicators.find((i) => i.extName === targetName) ?? survey.indicators[0];
  const targetTitle = indicator?.title ?? targetName ?? '';
  const title = component.title ?? t('component.KeyDriversComponent', { target: targetTitle });
  // the driver to act on first: important and rated low, else the most important
  const focus =
    data && !data.tooFew
      ? (data.drivers.find((d) => d.quadrant === 'fix-first') ?? data.drivers[0])
      : undefined;

  return (
    <Panel
      title={title}
      busy={query.isFetching}
      testId={`key-drivers-${component.id}`}
      actions={
        data && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('kpi.count', { count: data.n, formatted: formatNumber(data.n, locale) })}
          </Typography>
        )
      }
    >
      {query.isPending && <LoadingSkeleton variant="chart" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {data?.tooFew && (
        <EmptyState
          text={t('insights.tooFew', {
            min: formatNumber(data.minAnswers, locale),
            n: formatNumber(data.n, locale),
          })}
        />
      )}
      {data && !data.tooFew && data.drivers.length === 0 && (
        <EmptyState text={t('insights.noQuestions', { target: targetTitle })} />
      )}
      {data && !data.tooFew && data.drivers.length > 0 && (
        <Drivers data={data} title={title} targetTitle={targetTitle} />
      )}
      {Action && focus && indicator && (
        <Action driver={focus} target={indicator.extName} survey={survey} context={context} />
      )}
      {data && data.themes.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('insights.themes.title', { target: targetTitle })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('insights.themes.explanation', { target: targetTitle })}
          </Typography>
          <ThemesTable
            themes={data.themes}
            target={targetTitle}
            decimals={indicator?.decimals ?? 0}
            label={t('insights.themes.title', { target: targetTitle })}
          />
        </Stack>
      )}
    </Panel>
  );
}

function Drivers({
  data,
  title,
  targetTitle,
}: {
  data: TDriversResponse;
  title: string;
  targetTitle: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { option, summary, table } = useMemo(() => {
    const importanceLabel = t('insights.axis.importance');
    const performanceLabel = t('insights.axis.performance');
    const quadrantLabels = {
      'fix-first': t('insights.quadrant.fix-first'),
      'keep-up': t('insights.quadrant.keep-up'),
      monitor: t('insights.quadrant.monitor'),
      maintain: t('insights.quadrant.maintain'),
    };
    return {
      option: driversOption({
        drivers: data.drivers,
        importanceLabel,
        performanceLabel,
        quadrantLabels,
        locale,
      }),
      summary: driversSummary({ target: targetTitle, drivers: data.drivers }, t, locale),
      table: {
        columns: [
          t('insights.column.question'),
          t('insights.column.importance'),
          t('insights.column.performance'),
          t('insights.column.quadrant'),
        ],
        rows: data.drivers.map((d) => [
          d.title,
          formatPercent(d.importance * 100, locale, 1),
          formatNumber(d.performance, locale),
          quadrantLabels[d.quadrant],
        ]),
      },
    };
  }, [data.drivers, targetTitle, locale, t]);

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('insights.explanation', { target: targetTitle })}
      </Typography>
      <EChart option={option} title={title} summary={summary} table={table} height={320} />
      {data.rSquared !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="key-drivers-r2">
          {t('insights.rSquared', {
            share: formatPercent(data.rSquared * 100, locale),
            target: targetTitle,
            n: formatNumber(data.n, locale),
          })}
        </Typography>
      )}
      {data.omitted > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('insights.omitted', { count: data.omitted, max: MAX_DRIVER_QUESTIONS })}
        </Typography>
      )}
      <DriversTable
        drivers={data.drivers}
        parentTitle={data.parent?.title ?? null}
        label={t('insights.tableLabel', { target: targetTitle })}
      />
    </Stack>
  );
}
