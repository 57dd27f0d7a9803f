import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
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

const TILE_GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(165px, 1fr))' };
/** A tile's height as drawn (two columns on a phone wrap the titles and the change: taller). */
const TILE_HEIGHT = { xs: 193, sm: 153 };

/** The tiles to come, in their grid and at their size, and the line of the period: nothing moves when they arrive. */
function KpiTilesSkeleton({ indicators }: { indicators: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('state.loading')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={TILE_GRID}>
        {indicators.map((indicator) => (
          <Skeleton key={indicator} variant="rounded" sx={{ height: TILE_HEIGHT }} />
        ))}
      </Box>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '0.75rem' }} />
    </Box>
  );
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
      {query.isPending && <KpiTilesSkeleton indicators={wanted ?? survey.indicators.map((i) => i.extName)} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && tiles.length === 0 && <EmptyState text={t('kpi.empty')} />}
      {query.isSuccess && tiles.length > 0 && (
        <>
          <Box sx={TILE_GRID}>
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
