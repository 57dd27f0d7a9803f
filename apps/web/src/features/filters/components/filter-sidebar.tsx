import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, listFilters } from '../../../lib/filters.ts';
import { useSelection } from '../../../lib/selection.tsx';
import { useSelectionNavigation } from '../../../lib/selection-navigation.ts';
import { FilterGroup } from './filter-group.tsx';

export const FILTER_SIDEBAR_WIDTH = 300;

type Kind = ActiveFilter['kind'];

/**
 * Right-hand sidebar: the active filters per tab (standard, time) with remove actions,
 * 'Clear all' and a way back to the survey's start filter. Editors come later.
 */
export function FilterSidebar() {
  const { t } = useTranslation();
  const { survey, filterToken } = useSelection();
  const { setFilterToken } = useSelectionNavigation();
  const { filters, error } = listFilters(filterToken);
  // Open on the tab that has something to show.
  const [tab, setTab] = useState<Kind>(() =>
    filters.some((f) => f.kind === 'standard') || filters.length === 0 ? 'standard' : 'time',
  );
  const shown = filters.filter((f) => f.kind === tab);
  const startFilter = survey?.startFilter ?? '';

  return (
    <Box
      component="aside"
      aria-label={t('filter.sidebar')}
      data-testid="filter-sidebar"
      sx={{
        width: FILTER_SIDEBAR_WIDTH,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        overflowY: 'auto',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('filter.title')}
        </Typography>
        <Button
          size="small"
          onClick={() => setFilterToken('')}
          disabled={filterToken === ''}
          data-testid="filter-clear-all"
        >
          {t('filter.clearAll')}
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, value: Kind) => setTab(value)}
        variant="fullWidth"
        aria-label={t('filter.kinds')}
      >
        <Tab
          value="standard"
          label={t('filter.standard')}
          id="filter-tab-standard"
          aria-controls="filter-panel"
        />
        <Tab value="time" label={t('filter.timeTab')} id="filter-tab-time" aria-controls="filter-panel" />
      </Tabs>
      <Stack
        id="filter-panel"
        role="tabpanel"
        aria-labelledby={`filter-tab-${tab}`}
        spacing={2}
        sx={{ p: 2 }}
      >
        {error && <Typography color="error">{t('filter.malformed', { message: error })}</Typography>}
        {!error && shown.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {tab === 'time' ? t('filter.noTime') : t('filter.noStandard')}
          </Typography>
        )}
        {shown.map((filter) => (
          <FilterGroup key={filter.name} filter={filter} survey={survey} filterToken={filterToken} />
        ))}
        {filterToken !== startFilter && startFilter !== '' && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setFilterToken(startFilter)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('filter.reset')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
