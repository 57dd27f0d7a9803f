import ClearAllIcon from '@mui/icons-material/ClearAll';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FILTER_SIDEBAR_WIDTH } from '@opinio/domain/constants';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { listFilters } from '@/lib/filters.ts';
import type { FilterSetType } from '../api/get-filter-set.ts';
import { useFilterError } from '../lib/use-filter-error.ts';
import { useFilterLabels } from '../lib/use-filter-labels.ts';
import { FilterTabPanel } from './filter-tab-panel.tsx';
import { UnlistedFilter } from './unlisted-filter.tsx';

/**
 * Right-hand sidebar (docs/product.md#the-shell): the survey's standard and time filters with
 * an editor each, 'Clear all' and the way back to the survey's start filter. Every change is a
 * navigation.
 */
export function FilterSidebar({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { survey } = useSelection();
  return (
    <Box
      component="aside"
      aria-label={t('filter.sidebar')}
      data-testid="filter-sidebar"
      sx={{
        width: fullWidth ? '100%' : FILTER_SIDEBAR_WIDTH,
        flex: fullWidth ? 1 : undefined,
        flexShrink: 0,
        borderLeft: fullWidth ? 0 : 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        overflowY: 'auto',
      }}
    >
      {survey && <SidebarContent survey={survey} />}
    </Box>
  );
}

function SidebarContent({ survey }: { survey: TSurvey }) {
  const { t } = useTranslation();
  const { drillPath, filterToken } = useSelection();
  const { setFilterToken } = useSelectionNavigation();
  const [tab, setTab] = useState<FilterSetType>('standard');
  const labels = useFilterLabels(survey, filterToken);
  const error = useFilterError(joinFilteredDrillPath(drillPath, filterToken));
  const { filters, error: malformed } = listFilters(filterToken);
  const unlisted = labels.ready ? filters.filter((f) => !labels.definition(f.name)) : [];
  const startFilter = survey.startFilter;

  return (
    <>
      <Stack sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('filter.title')}
        </Typography>
        <Stack
          direction="row"
          sx={{ columnGap: 1, mx: -0.75, justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Button
            size="small"
            startIcon={<RestartAltIcon />}
            onClick={() => setFilterToken(startFilter)}
            disabled={filterToken === startFilter}
            data-testid="filter-reset"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('filter.reset')}
          </Button>
          <Button
            size="small"
            startIcon={<ClearAllIcon />}
            onClick={() => setFilterToken('')}
            disabled={filterToken === ''}
            data-testid="filter-clear-all"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('filter.clearAll')}
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, value: FilterSetType) => setTab(value)}
        variant="fullWidth"
        aria-label={t('filter.kinds')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="standard"
          label={t('filter.standard')}
          id="filter-tab-standard"
          aria-controls="filter-panel"
        />
        <Tab value="time" label={t('filter.timeTab')} id="filter-tab-time" aria-controls="filter-panel" />
      </Tabs>
      <Box id="filter-panel" role="tabpanel" aria-labelledby={`filter-tab-${tab}`}>
        {malformed && (
          <Alert severity="warning" sx={{ m: 2 }}>
            {t('filter.malformed', { message: malformed })}
          </Alert>
        )}
        <FilterTabPanel survey={survey} type={tab} filterToken={filterToken} labels={labels} error={error} />
        {tab === 'standard' && unlisted.length > 0 && (
          <Stack spacing={2} sx={{ p: 2 }} data-testid="filter-unlisted">
            <Typography variant="subtitle2" component="h3">
              {t('filter.unlisted')}
            </Typography>
            {unlisted.map((filter) => (
              <UnlistedFilter key={filter.name} filter={filter} filterToken={filterToken} labels={labels} />
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}
