import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { RouteName } from '@opinio/domain/routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { ParameterList } from './parameter-list.tsx';

export type PlannedRouteName = Exclude<RouteName, 'login' | 'page' | 'upgrade'>;

/**
 * Screens whose data arrives with later work: the screen's name, an honest empty state
 * and the parameters it was opened with, so links can already be checked.
 */
export function PlannedScreen({ name }: { name: PlannedRouteName }) {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const [search] = useSearchParams();
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (key === 'drillPath') {
      const { drillPath, filterToken } = splitFilteredDrillPath(value);
      entries.push(['drillPath', drillPath]);
      if (filterToken) entries.push(['filters', filterToken]);
    } else {
      entries.push([key, value]);
    }
  }
  for (const key of ['fromPage', 'campaignId']) {
    const value = search.get(key);
    if (value) entries.push([key, value]);
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <ScreenTitle route={name}>{t(`screen.${name}.title`)}</ScreenTitle>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <EmptyState text={t(`screen.${name}.empty`)} />
        {entries.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t('screen.openedWith')}
            </Typography>
            <ParameterList entries={entries} />
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
