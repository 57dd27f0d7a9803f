import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import type { TGamificationBadge } from '@opinio/domain/schemas/gamification';
import { useTranslation } from 'react-i18next';

const MEDAL_COLOURS = { gold: '#c99a06', silver: '#7d8a96', bronze: '#a0522d' } as const;

/** A badge a unit earned: a medal for the top three, most improved, alert hero. */
export function BadgeChip({ badge }: { badge: TGamificationBadge }) {
  const { t } = useTranslation();
  const label = t(`gamification.badge.${badge}`);
  if (badge === 'gold' || badge === 'silver' || badge === 'bronze') {
    return (
      <Chip
        size="small"
        icon={<EmojiEventsIcon aria-hidden style={{ color: 'white' }} />}
        label={label}
        sx={{ bgcolor: MEDAL_COLOURS[badge], color: 'white', fontWeight: 600 }}
      />
    );
  }
  const Icon = badge === 'mostImproved' ? TrendingUpIcon : VerifiedIcon;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={badge === 'mostImproved' ? 'success' : 'primary'}
      icon={<Icon aria-hidden />}
      label={label}
    />
  );
}
