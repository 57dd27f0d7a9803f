import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { responseRate, sentCount, tracksOpening } from '../../lib/campaign-stats.ts';

type TileKey = 'sent' | 'delivered' | 'failed' | 'opened' | 'clicked' | 'answered' | 'unsub' | 'rate';

/** What became of the campaign's messages, a tile each; what the channel cannot tell is left out. */
export function CampaignTiles({ campaign }: { campaign: TCampaignDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { counts } = campaign;
  const sent = sentCount(counts);
  const rate = responseRate(counts);
  const share = (value: number) =>
    sent > 0 ? t('campaigns.tile.ofSent', { share: formatPercent((100 * value) / sent, locale) }) : '';
  const tiles: Array<{ key: TileKey; value: string; note: string }> = [
    {
      key: 'sent',
      value: formatNumber(sent, locale),
      note:
        counts.pending > 0
          ? t('campaigns.tile.pending', {
              count: counts.pending,
              formatted: formatNumber(counts.pending, locale),
            })
          : '',
    },
    { key: 'delivered', value: formatNumber(counts.delivered, locale), note: share(counts.delivered) },
    { key: 'failed', value: formatNumber(counts.failed, locale), note: share(counts.failed) },
    ...(tracksOpening(campaign.channel)
      ? [{ key: 'opened' as const, value: formatNumber(counts.opened, locale), note: share(counts.opened) }]
      : []),
    { key: 'clicked', value: formatNumber(counts.clicked, locale), note: share(counts.clicked) },
    { key: 'answered', value: formatNumber(counts.answered, locale), note: share(counts.answered) },
    { key: 'unsub', value: formatNumber(counts.unsub, locale), note: share(counts.unsub) },
    {
      key: 'rate',
      value: rate === null ? '–' : formatPercent(rate, locale, 1),
      note: rate === null ? t('campaigns.tile.rateNone') : t('campaigns.tile.rateNote'),
    },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('campaigns.tile.title')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
      data-testid="campaign-tiles"
    >
      {tiles.map((tile) => (
        <Paper
          key={tile.key}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, borderLeft: 4, borderLeftColor: tile.key === 'rate' ? 'primary.main' : 'divider' }}
          data-testid={`campaign-tile-${tile.key}`}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t(tile.key === 'rate' ? 'campaigns.count.rate' : `campaigns.count.${tile.key}`)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {tile.value}
          </Typography>
          {tile.note && (
            <Typography variant="caption" color="text.secondary">
              {tile.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
