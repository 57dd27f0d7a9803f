import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TKpiTile } from '@opinio/domain/schemas/analytics';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { STATUS_ACCENT_COLOUR, STATUS_TEXT_COLOUR } from '@/lib/indicator-status-colours.ts';
import { formatNumber, formatSignedNumber, useLocale } from '@/lib/number-format.ts';

interface KpiTileProps {
  tile: TKpiTile;
  indicator: TIndicator | undefined;
}

export function KpiTile({ tile, indicator }: KpiTileProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decimals = indicator?.decimals ?? 1;
  const status = indicatorStatus(tile.value, indicator);
  const title = indicator?.title ?? tile.title;
  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid={`kpi-${tile.indicator}`}
      data-count={tile.count}
      data-value={tile.value ?? ''}
      aria-label={title}
      sx={{ p: 2, borderLeft: 4, borderLeftColor: STATUS_ACCENT_COLOUR[status] }}
    >
      <Typography variant="body2" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <KpiValue tile={tile} decimals={decimals} statusColour={STATUS_TEXT_COLOUR[status]}>
        {status !== 'neutral' && (
          <VisuallyHidden>{status === 'bad' ? t('kpi.belowTarget') : t('kpi.atTarget')}</VisuallyHidden>
        )}
      </KpiValue>
      <Typography variant="body2" color="text.secondary">
        {t('kpi.count', { count: tile.count, formatted: formatNumber(tile.count, locale) })}
      </Typography>
      {!tile.suppressed && (
        <KpiChange change={tile.change} significant={tile.changeSignificant} decimals={decimals} />
      )}
      {tile.parentValue !== null && tile.value !== null && (
        <Typography variant="caption" component="p" color="text.secondary" data-testid="kpi-parent">
          {t('kpi.parent', { value: formatNumber(tile.parentValue, locale, decimals) })}
          {tile.differsFromParent &&
            ` · ${tile.value > tile.parentValue ? t('kpi.parentHigher') : t('kpi.parentLower')}`}
        </Typography>
      )}
    </Paper>
  );
}

interface KpiValueProps {
  tile: TKpiTile;
  decimals: number;
  statusColour: string;
  children: ReactNode;
}

/** The value, its 95% interval on hover or focus (and for screen readers), or "too few answers". */
function KpiValue({ tile, decimals, statusColour, children }: KpiValueProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (tile.suppressed) {
    return (
      <Typography variant="h6" component="p" color="text.secondary" sx={{ my: 1 }} data-testid="kpi-too-few">
        {t('kpi.tooFew')}
      </Typography>
    );
  }
  const value = (
    <Typography variant="h4" component="p" sx={{ color: statusColour, fontWeight: 600, my: 0.5 }}>
      {tile.value === null ? '–' : formatNumber(tile.value, locale, decimals)}
      {children}
    </Typography>
  );
  if (tile.ciLow === null || tile.ciHigh === null) return value;
  const interval = t('kpi.interval', {
    low: formatNumber(tile.ciLow, locale, decimals),
    high: formatNumber(tile.ciHigh, locale, decimals),
  });
  return (
    <Hint title={interval} align="start" component="div">
      {/* focusable, so that keyboard users reach the interval too */}
      <Box tabIndex={0} data-testid="kpi-value" data-ci-low={tile.ciLow} data-ci-high={tile.ciHigh}>
        {value}
        <VisuallyHidden>{interval}</VisuallyHidden>
      </Box>
    </Hint>
  );
}

interface KpiChangeProps {
  change: number | null;
  significant: boolean | null;
  decimals: number;
}

/** The change against the previous period: with an arrow only when it is significant. */
function KpiChange({ change, significant, decimals }: KpiChangeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (change === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('kpi.noComparison')}
      </Typography>
    );
  }
  const formatted = formatSignedNumber(change, locale, decimals);
  if (!significant) {
    return (
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        data-testid="kpi-change"
        data-significant="false"
      >
        {t('kpi.changeWithinMargin', { change: formatted })}
      </Typography>
    );
  }
  const Icon = change > 0 ? TrendingUpIcon : TrendingDownIcon;
  const colour = change > 0 ? 'success.dark' : 'error.main';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: colour }}
      data-testid="kpi-change"
      data-significant="true"
    >
      <Icon aria-hidden fontSize="small" />
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t('kpi.change', { change: formatted })}
      </Typography>
    </Stack>
  );
}
