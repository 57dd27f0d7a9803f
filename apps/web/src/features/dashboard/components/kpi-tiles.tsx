import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { Panel } from '@/components/panel.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { handOverFirstScreen } from '@/lib/first-screen.ts';
import { formatDate, formatPeriodEnd, useLocale } from '@/lib/number-format.ts';
import { useKpis } from '../api/get-kpis.ts';
import { KpiTile } from './kpi-tile.tsx';
import './kpi-tiles.css';

interface KpiTilesProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/** The tiles to come, in their grid and at their size, and the line of the period: nothing moves when they arrive. */
function KpiTilesSkeleton({ indicators }: { indicators: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('state.loading')} className="kpi-loading">
      {/* a tile's height as drawn: two columns on a phone wrap the titles and the change (kpi-tiles.css) */}
      <div className="kpi-grid">
        {indicators.map((indicator) => (
          <span key={indicator} className="kpi-skeleton" />
        ))}
      </div>
      <span className="kpi-skeleton-text" />
    </div>
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
  // The tiles drawn (or what stands in their place): the app takes the place of the server's
  // first screen in this very frame (lib/first-screen.ts).
  const drawn = !query.isPending;
  useLayoutEffect(() => {
    if (drawn) handOverFirstScreen();
  }, [drawn]);

  return (
    <Panel title={component.title ?? t('component.KpiTiles')} busy={query.isFetching} testId="kpi-tiles">
      {query.isPending && <KpiTilesSkeleton indicators={wanted ?? survey.indicators.map((i) => i.extName)} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && tiles.length === 0 && <EmptyState text={t('kpi.empty')} />}
      {query.isSuccess && tiles.length > 0 && (
        <>
          <div className="kpi-grid">
            {tiles.map((tile) => (
              <KpiTile
                key={tile.indicator}
                tile={tile}
                indicator={survey.indicators.find((i) => i.extName === tile.indicator)}
                previousPeriod={previousPeriod ?? null}
              />
            ))}
          </div>
          {period && (
            <span className="kpi-caption">
              {t('kpi.period', {
                from: formatDate(period.from, locale),
                to: formatPeriodEnd(period.to, locale),
              })}
              {previousPeriod &&
                ` · ${t('kpi.previousPeriod', {
                  from: formatDate(previousPeriod.from, locale),
                  to: formatPeriodEnd(previousPeriod.to, locale),
                })}`}
            </span>
          )}
        </>
      )}
    </Panel>
  );
}
