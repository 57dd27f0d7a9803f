import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TBigScreenTile } from '@opinio/domain/schemas/bigscreen';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSignedNumber, useLocale } from '@/lib/number-format.ts';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';

/** One headline number, big enough to read across a shop floor. */
export function BigScreenKpiTile({ tile, headline }: { tile: TBigScreenTile; headline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { decimals, title, extName } = tile.indicator;
  const colour = TV_COLOURS[indicatorStatus(tile.value, tile.indicator)];
  const change = tile.change === null ? null : Number(tile.change.toFixed(decimals));
  // An arrow only for a change that is significant at 95%; within the margin it is level.
  const direction = change === null || !tile.changeSignificant || change === 0 ? 0 : Math.sign(change);
  const ChangeIcon = direction === 0 ? RemoveIcon : direction > 0 ? ArrowUpwardIcon : ArrowDownwardIcon;
  const changeColour = direction === 0 ? TV_COLOURS.muted : direction > 0 ? TV_COLOURS.good : TV_COLOURS.bad;
  return (
    <Box
      component="article"
      aria-label={title}
      data-testid={`bigscreen-kpi-${extName}`}
      data-value={tile.value ?? ''}
      sx={{
        p: tv(24),
        borderRadius: tv(18),
        background: headline ? 'rgba(124, 140, 255, 0.16)' : TV_COLOURS.card,
        border: `1px solid ${headline ? 'rgba(124, 140, 255, 0.45)' : TV_COLOURS.cardBorder}`,
        borderTop: `${tv(6)} solid ${colour === TV_COLOURS.neutral ? TV_COLOURS.neutralAccent : colour}`,
        minWidth: 0,
      }}
    >
      <Typography
        component="h2"
        sx={{
          fontSize: tv(26),
          fontWeight: 700,
          color: TV_COLOURS.muted,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {title}
      </Typography>
      <Typography
        component="p"
        data-testid={`bigscreen-kpi-value-${extName}`}
        sx={{
          fontSize: tv(headline ? 112 : 92),
          fontWeight: 800,
          lineHeight: 1.05,
          color: colour,
          fontVariantNumeric: 'tabular-nums',
          my: tv(4),
        }}
      >
        {tile.suppressed ? (
          <Box component="span" sx={{ fontSize: tv(40), color: TV_COLOURS.muted }}>
            {t('kpi.tooFew')}
          </Box>
        ) : tile.value === null ? (
          '–'
        ) : (
          formatNumber(tile.value, locale, decimals)
        )}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: tv(6), color: changeColour }}>
        <ChangeIcon aria-hidden sx={{ fontSize: tv(30) }} />
        <Typography sx={{ fontSize: tv(24), fontWeight: 700 }}>
          {change === null
            ? t('bigscreen.noComparison')
            : t(direction === 0 ? 'bigscreen.changeWithinMargin' : 'bigscreen.change', {
                change: formatSignedNumber(change, locale, decimals),
              })}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: tv(18), color: TV_COLOURS.muted, mt: tv(4) }}>
        {t('bigscreen.answers', { formatted: formatNumber(tile.count, locale) })}
      </Typography>
    </Box>
  );
}
