import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatDate, formatPeriodEnd, useLocale } from '@/lib/number-format.ts';
import { useKpis } from '../api/get-kpis.ts';
import { KpiTile } from './kpi-tile.tsx';

interface KpiTilesProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/** A tile per indicator; config.indicators may pick and order them. */
export function KpiTiles({ component, survey, context }: KpiTilesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useKpis(context);
  const wanted = Array.isArray(component.config.indicators)
    ? (component.config.indicators as string[])
    : null;
  const tiles = (query.data?.tiles ?? []).filter((tile) => !wanted || wanted.includes(tile.indicator));
  const { period, previousPeriod } = query.data ?? {};

  return (
    <Panel title={component.title ?? t('component.KpiTiles')} busy={query.isFetching} testId="kpi-tiles">
      {query.isPending && <LoadingSkeleton variant="tiles" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && tiles.length === 0 && <EmptyState text={t('kpi.empty')} />}
      {query.isSuccess && tiles.length > 0 && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(165px, 1fr))' }}>
            {tiles.map((tile) => (
              <KpiTile
                key={tile.indicator}
                tile={tile}
                indicator={survey.indicators.find((i) => i.extName === tile.indicator)}
              />
            ))}
          </Box>
          {period && (
            <Typography variant="caption" color="text.secondary">
              {t('kpi.period', {
                from: formatDate(period.from, locale),
                to: formatPeriodEnd(period.to, locale),
              })}
              {previousPeriod &&
                ` · ${t('kpi.previousPeriod', {
                  from: formatDate(previousPeriod.from, locale),
                  to: formatPeriodEnd(previousPeriod.to, locale),
                })}`}
            </Typography>
          )}
        </>
      )}
    </Panel>
  );
}
