import { changeBasis } from '@opinio/domain/comparison-basis';
import { indicatorStatus, type TIndicatorStatus } from '@opinio/domain/indicator-status';
import type { TKpiResponse, TKpiTile } from '@opinio/domain/schemas/analytics';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatNumber, formatSignedNumber, useLocale } from '@/lib/number-format.ts';

interface KpiTileProps {
  tile: TKpiTile;
  indicator: TIndicator | undefined;
  /** The period the change is measured against (null without a time filter): named beside the change. */
  previousPeriod: TKpiResponse['previousPeriod'];
}

/**
 * A tile: the indicator, its value in its status colour, n, the change and the parent's value.
 * Plain elements with static styles (kpi-tiles.css), coloured by `data-status`.
 */
export function KpiTile({ tile, indicator, previousPeriod }: KpiTileProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decimals = indicator?.decimals ?? 1;
  const status = indicatorStatus(tile.value, indicator);
  const title = indicator?.title ?? tile.title;
  return (
    <article
      className="kpi-tile"
      data-status={status}
      data-testid={`kpi-${tile.indicator}`}
      data-count={tile.count}
      data-value={tile.value ?? ''}
      aria-label={title}
    >
      <h3 className="kpi-title">{title}</h3>
      <KpiValue tile={tile} decimals={decimals} status={status}>
        {status !== 'neutral' && (
          <VisuallyHidden>{status === 'bad' ? t('kpi.belowTarget') : t('kpi.atTarget')}</VisuallyHidden>
        )}
      </KpiValue>
      <p className="kpi-count">
        {t('kpi.count', { count: tile.count, formatted: formatNumber(tile.count, locale) })}
      </p>
      {!tile.suppressed && <KpiChange tile={tile} previousPeriod={previousPeriod} decimals={decimals} />}
      {tile.parentValue !== null && tile.value !== null && (
        <p className="kpi-caption" data-testid="kpi-parent">
          {t('kpi.parent', { value: formatNumber(tile.parentValue, locale, decimals) })}
          {tile.differsFromParent &&
            ` · ${tile.value > tile.parentValue ? t('kpi.parentHigher') : t('kpi.parentLower')}`}
        </p>
      )}
    </article>
  );
}

interface KpiValueProps {
  tile: TKpiTile;
  decimals: number;
  status: TIndicatorStatus;
  children: ReactNode;
}

/** The value, its 95% interval on hover or focus (and for screen readers), or "too few answers". */
function KpiValue({ tile, decimals, status, children }: KpiValueProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (tile.suppressed) {
    return (
      <p className="kpi-too-few" data-testid="kpi-too-few">
        {t('kpi.tooFew')}
      </p>
    );
  }
  const value = (
    <p className="kpi-value" data-status={status}>
      {tile.value === null ? '–' : formatNumber(tile.value, locale, decimals)}
      {children}
    </p>
  );
  if (tile.ciLow === null || tile.ciHigh === null) return value;
  const interval = t('kpi.interval', {
    low: formatNumber(tile.ciLow, locale, decimals),
    high: formatNumber(tile.ciHigh, locale, decimals),
  });
  return (
    <Hint title={interval} align="start" component="div">
      {/* focusable, so that keyboard users reach the interval too */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the interval is read on focus (its hint) */}
      <div tabIndex={0} data-testid="kpi-value" data-ci-low={tile.ciLow} data-ci-high={tile.ciHigh}>
        {value}
        <VisuallyHidden>{interval}</VisuallyHidden>
      </div>
    </Hint>
  );
}

interface KpiChangeProps {
  tile: TKpiTile;
  previousPeriod: TKpiResponse['previousPeriod'];
  decimals: number;
}

/** MUI's TrendingUp and TrendingDown icons (Material Design, Apache-2.0) as plain SVG paths. */
const TREND_PATH = {
  up: 'm16 6 2.29 2.29-4.88 4.88-4-4L2 16.59 3.41 18l6-6 4 4 6.3-6.29L22 12V6z',
  down: 'm16 18 2.29-2.29-4.88-4.88-4 4L2 7.41 3.41 6l6 6 4-4 6.3 6.29L22 12v6z',
};

/**
 * The change against the period before, which it names ("−4 vs the 91 days before"): with an
 * arrow only when it is significant. Without a change it says why: no time filter, or too few
 * answers in the period before; without a value it says nothing (the value says it).
 */
function KpiChange({ tile, previousPeriod, decimals }: KpiChangeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const basis = changeBasis(tile, previousPeriod);
  if (basis.kind === 'noValue') return null;
  if (basis.kind === 'noPeriod') {
    return (
      <p className="kpi-caption" data-testid="kpi-no-change">
        {t('kpi.noComparison')}
      </p>
    );
  }
  const days = { count: basis.days, days: formatNumber(basis.days, locale) };
  if (basis.kind === 'tooFewBefore' || tile.change === null) {
    return (
      <p className="kpi-caption" data-testid="kpi-no-change">
        {t('kpi.tooFewBefore', days)}
      </p>
    );
  }
  const formatted = formatSignedNumber(tile.change, locale, decimals);
  if (!tile.changeSignificant) {
    return (
      <p className="kpi-caption" data-testid="kpi-change" data-significant="false">
        {t('kpi.changeWithinMargin', { change: formatted, ...days })}
      </p>
    );
  }
  const direction = tile.change > 0 ? 'up' : 'down';
  return (
    <div className="kpi-change" data-direction={direction} data-testid="kpi-change" data-significant="true">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
        <path d={TREND_PATH[direction]} />
      </svg>
      <span className="kpi-caption">{t('kpi.change', { change: formatted, ...days })}</span>
    </div>
  );
}
