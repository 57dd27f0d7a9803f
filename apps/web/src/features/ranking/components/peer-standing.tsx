import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { FigureWithInterval } from '@/components/figure-with-interval.tsx';
import { STATUS_TEXT_COLOUR } from '@/lib/indicator-status-colours.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import type { RankingRow } from '../lib/ranking-rows.ts';

interface PeerStandingProps {
  /** The drill node's own row. */
  own: RankingRow;
  /** How many peers are ranked, and how many there are (the unit included). */
  ranked: number;
  total: number;
  minCount: number;
  /** Whether some peers are shown without their names. */
  anonymous: boolean;
  indicator: TIndicator | undefined;
  /** The names of the peers' level and of their parent's (null: the levels are not named). */
  names?: { level: string; parent: string } | null;
}

/** Where a unit with nothing below it (a store) stands among its peers: its rank of how many, its value. */
export function PeerStanding(props: PeerStandingProps) {
  const { own, ranked, total, minCount, anonymous, indicator, names } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const status = indicatorStatus(own.value, indicator);
  return (
    <Box
      data-testid="ranking-peers"
      sx={{ border: 2, borderColor: 'primary.main', borderRadius: 1, p: 1.5, bgcolor: 'action.selected' }}
    >
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
        {t('ranking.peers.title')}
      </Typography>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {own.title}
          </Typography>
          <Typography variant="h6" component="p" data-testid="ranking-peers-rank">
            {own.rank !== null
              ? t('ranking.peers.rank', {
                  rank: formatNumber(own.rank, locale),
                  ranked: formatNumber(ranked, locale),
                })
              : t('ranking.peers.unranked', { minCount: formatNumber(minCount, locale) })}
          </Typography>
        </Box>
        <Box sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          <FigureWithInterval
            value={own.value}
            ciLow={own.ciLow}
            ciHigh={own.ciHigh}
            suppressed={false}
            decimals={indicator?.decimals ?? 1}
            colour={STATUS_TEXT_COLOUR[status]}
          />
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {names
          ? t('ranking.peers.explainNamed', { total: formatNumber(total, locale), ...names })
          : t('ranking.peers.explain', { total: formatNumber(total, locale) })}
        {anonymous && ` ${t('ranking.peers.anonymous')}`}
      </Typography>
    </Box>
  );
}
