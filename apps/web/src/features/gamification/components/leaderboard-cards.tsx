import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TGamificationRow } from '@opinio/domain/schemas/gamification';
import { useTranslation } from 'react-i18next';
import { BadgeChip } from './badge-chip.tsx';

interface LeaderboardCardsProps {
  rows: readonly TGamificationRow[];
  /** At a store: its own path among its peers, marked. */
  ownPath: string | null;
}

/**
 * The leaderboard on a phone: a card a unit, its rank and name on top, its points on the
 * right, its badges wrapping below, so nothing is cut at 390 px.
 */
export function LeaderboardCards({ rows, ownPath }: LeaderboardCardsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('gamification.tableLabel')}
      data-testid="leaderboard"
      sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {rows.map((row) => {
        const own = row.path !== '' && row.path === ownPath;
        return (
          <Box
            component="li"
            key={row.extName || `peer-${row.peer}`}
            data-testid="leaderboard-row"
            data-points={row.points}
            data-own={own || undefined}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: '2.25rem minmax(0, 1fr) auto',
              columnGap: 1.5,
              rowGap: 0.75,
              alignItems: 'baseline',
              p: 1.5,
              borderRadius: 1,
              border: own ? 2 : 1,
              borderColor: own ? 'primary.main' : 'divider',
              bgcolor: own ? 'action.selected' : 'background.paper',
            }}
          >
            <Typography
              component="span"
              variant="h6"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}
            >
              {row.rank}
            </Typography>
            <Typography
              component="span"
              sx={{ fontWeight: own || row.rank <= 3 ? 700 : 500, overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {row.title}
            </Typography>
            <Typography
              component="span"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              data-testid="leaderboard-points"
              data-figure
            >
              {t('gamification.pointCount', { count: row.points })}
            </Typography>
            {row.badges.length > 0 && (
              <Stack
                direction="row"
                spacing={0.5}
                sx={{ gridColumn: '2 / 4', flexWrap: 'wrap', rowGap: 0.5, minWidth: 0 }}
                data-testid="leaderboard-badges"
              >
                {row.badges.map((badge) => (
                  <BadgeChip key={badge} badge={badge} />
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
