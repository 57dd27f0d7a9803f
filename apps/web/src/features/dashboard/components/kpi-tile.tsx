import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TKpiTile } from '@opinio/domain/schemas/analytics';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { STATUS_ACCENT_COLOUR, STATUS_TEXT_COLOUR } from '../../../lib/indicator-status-colours.ts';
import { formatNumber, formatSignedNumber, useLocale } from '../../../lib/number-format.ts';

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
      <Typography
        variant="h4"
        component="p"
        sx={{ color: STATUS_TEXT_COLOUR[status], fontWeight: 600, my: 0.5 }}
      >
        {tile.value === null ? '–' : formatNumber(tile.value, locale, decimals)}
        {status !== 'neutral' && (
          <VisuallyHidden>{status === 'bad' ? t('kpi.belowTarget') : t('kpi.atTarget')}</VisuallyHidden>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('kpi.count', { count: tile.count, formatted: formatNumber(tile.count, locale) })}
      </Typography>
      <KpiChange change={tile.change} decimals={decimals} />
    </Paper>
  );
}

function KpiChange({ change, decimals }: { change: number | null; decimals: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (change === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('kpi.noComparison')}
      </Typography>
    );
  }
  const rounded = Number(change.toFixed(decimals));
  const Icon = rounded > 0 ? TrendingUpIcon : rounded < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const colour = rounded > 0 ? 'success.dark' : rounded < 0 ? 'error.main' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: colour }}>
      <Icon aria-hidden fontSize="small" />
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t('kpi.change', { change: formatSignedNumber(change, locale, decimals) })}
      </Typography>
    </Stack>
  );
}
