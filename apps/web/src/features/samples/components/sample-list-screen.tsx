import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { CONTACT_STATES, type TContactState } from '@opinio/domain/schemas/samples';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useLoadCount } from '../../../lib/load-count.ts';
import { useSelection } from '../../../lib/selection.tsx';
import { useSamples } from '../api/get-samples.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { SampleTable } from './sample-table.tsx';

const FILTERS = ['all', ...CONTACT_STATES] as const;
type StateFilter = (typeof FILTERS)[number];

/** Route "samples": /samplelist/:surveyExtName/:drillPath, optional query state and search. */
export function SampleListScreen({ filterBar }: { filterBar?: ReactNode }) {
  const { t } = useTranslation();
  const { survey, drillPath, filterToken } = useSelection();
  if (!survey) {
    return (
      <Stack spacing={2}>
        <ScreenTitle route="samples">{t('screen.samples.title')}</ScreenTitle>
        <EmptyState text={t('screen.samples.empty')} />
      </Stack>
    );
  }
  return (
    <SampleList
      survey={survey}
      drillPathFiltered={joinFilteredDrillPath(drillPath, filterToken)}
      filterBar={filterBar}
    />
  );
}

function SampleList({
  survey,
  drillPathFiltered,
  filterBar,
}: {
  survey: TSurvey;
  drillPathFiltered: string;
  filterBar: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: StateFilter = FILTERS.find((f) => f === params.get('state')) ?? 'all';
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText.trim(), 300);
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const query = useSamples({
    surveyExtName: survey.extName,
    loadCount,
    drillPathFiltered,
    state: filter === 'all' ? null : (filter as TContactState),
    search,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const narrowed = filter !== 'all' || search !== '';

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="samples">{t('screen.samples.title')}</ScreenTitle>
        <Typography color="text.secondary">{survey.title}</Typography>
      </Stack>
      {filterBar}
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filter}
          onChange={(_, next: StateFilter | null) => next && setParam('state', next === 'all' ? null : next)}
          aria-label={t('samples.stateFilter')}
          sx={{ flexWrap: 'wrap', bgcolor: 'background.paper' }}
          data-testid="sample-state-filter"
        >
          {FILTERS.map((f) => (
            <ToggleButton key={f} value={f} sx={{ px: 1.5 }} data-testid={`sample-filter-${f}`}>
              {f === 'all' ? t('samples.filter.all') : t(`samples.state.${f}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label={t('samples.search')}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setParam('search', event.target.value.trim() || null);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'sample-search', maxLength: 200 },
          }}
          sx={{ minWidth: 260, bgcolor: 'background.paper' }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('samples.filtersNote')}
      </Typography>
      <Paper variant="outlined" aria-busy={query.isFetching}>
        {query.isPending && (
          <Stack sx={{ p: 2 }}>
            <LoadingSkeleton variant="rows" />
          </Stack>
        )}
        {query.isError && !query.data && (
          <Stack sx={{ p: 2 }}>
            <ErrorState error={query.error} onRetry={() => query.refetch()} />
          </Stack>
        )}
        {query.isSuccess && items.length === 0 && !query.hasNextPage && (
          <EmptyState text={narrowed ? t('samples.emptyFiltered') : t('samples.empty')} />
        )}
        {items.length > 0 && <SampleTable survey={survey} items={items} />}
        {query.isError && query.data && (
          <Stack sx={{ p: 2 }}>
            <ErrorState error={query.error} onRetry={() => query.fetchNextPage()} />
          </Stack>
        )}
      </Paper>
      {query.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
          data-testid="samples-load-more"
        >
          {query.isFetchingNextPage ? t('state.loading') : t('samples.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
