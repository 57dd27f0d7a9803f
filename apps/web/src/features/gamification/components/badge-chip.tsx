import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import type { TGamificationBadge } from '@opinio/domain/schemas/gamification';
import { useTranslation } from 'react-i18next';

/** Medal fills with a text colour that reads on each (WCAG AA). */
const MEDAL_COLOURS = {
  gold: { fill: '#f5c542', text: 'rgba(0, 0, 0, 0.87)' },
  silver: { fill: '#c9d0d6', text: 'rgba(0, 0, 0, 0.87)' },
  bronze: { fill: '#a0522d', text: '#ffffff' },
} as const;

/** A badge a unit earned: a medal for the top three, most improved, alert hero. */
export function BadgeChip({ badge }: { badge: TGamificationBadge }) {
  const { t } = useTranslation();
  const label = t(`gamification.badge.${badge}`);
  if (badge === 'gold' || badge === 'silver' || badge === 'bronze') {
    return (
      <Chip
        size="small"
        icon={<EmojiEventsIcon aria-hidden style={{ color: MEDAL_COLOURS[badge].text }} />}
        label={label}
        sx={{ bgcolor: MEDAL_COLOURS[badge].fill, color: MEDAL_COLOURS[badge].text, fontWeight: 600 }}
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
      // the outlined green chip writes in the dark shade: the brand green is too light for text
      sx={
        badge === 'mostImproved'
          ? {
              color: 'success.dark',
              borderColor: 'success.dark',
              '& .MuiChip-icon': { color: 'success.dark' },
            }
          : undefined
      }
    />
  );
}
