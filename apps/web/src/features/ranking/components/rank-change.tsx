import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { type RankingRow, rankChange } from '../lib/ranking-rows.ts';

interface RankChangeProps {
  row: RankingRow;
  /** Whether a time filter is set: without one there is no previous period to compare with. */
  hasPeriod: boolean;
}

/** Places gained or lost since the previous period: an arrow and the number. */
export function RankChange({ row, hasPeriod }: RankChangeProps) {
  const { t } = useTranslation();
  const change = rankChange(row);
  if (!hasPeriod) {
    return (
      <Typography variant="body2" color="text.disabled" title={t('ranking.change.noPeriodShort')}>
        –
      </Typography>
    );
  }
  if (change === null) {
    return (
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 0.4 }}>
        {t('ranking.change.new')}
      </Typography>
    );
  }
  if (change === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <span aria-hidden>=</span>
        <VisuallyHidden>{t('ranking.change.same')}</VisuallyHidden>
      </Typography>
    );
  }
  const up = change > 0;
  const Icon = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Stack
      direction="row"
      spacing={0.25}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', color: up ? 'success.dark' : 'error.main' }}
      title={t(up ? 'ranking.change.up' : 'ranking.change.down', { count: Math.abs(change) })}
    >
      <Icon aria-hidden sx={{ fontSize: 16 }} />
      <Typography
        aria-hidden
        variant="body2"
        component="span"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {Math.abs(change)}
      </Typography>
      <VisuallyHidden>
        {t(up ? 'ranking.change.up' : 'ranking.change.down', { count: Math.abs(change) })}
      </VisuallyHidden>
    </Stack>
  );
}
