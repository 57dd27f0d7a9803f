import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import { CONTACT_STATES, type TContactState } from '@opinio/domain/schemas/samples';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton, PagedListBody } from '@/components/paged-list.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { ReportMenu } from '@/entities/reports/components/report-menu.tsx';
import type { ReportRequest } from '@/entities/reports/lib/report-request.ts';
import {
  type SurveyListProps,
  SurveyListScreen,
} from '@/entities/selection/components/survey-list-screen.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useSamples } from '../api/get-samples.ts';
import { SAMPLE_TABLE_SPEC, SampleTable } from './sample-table.tsx';

const FILTERS = ['all', ...CONTACT_STATES] as const;
type StateFilter = (typeof FILTERS)[number];

/** Route "samples": /samplelist/:surveyExtName/:drillPath, optional query state and search. */
export function SampleListScreen({ filterBar }: { filterBar?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SurveyListScreen
      route="samples"
      title={t('screen.samples.title')}
      emptyText={t('screen.samples.empty')}
      filterBar={filterBar}
      list={SampleList}
    />
  );
}

function SampleList({ survey, drillPathFiltered, filterBar }: SurveyListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: StateFilter = FILTERS.find((f) => f === params.get('state')) ?? 'all';
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const [search] = useDebounce(searchText.trim(), 300);
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
  // inviting the contacts shown: a campaign from this node and these filters
  const identity = useIdentity().data;
  const mayInvite = !!identity && (identity.isRoot || identity.permissions.includes('campaigns.manage'));
  // the contacts of the node, and the table as it is on screen: its columns, order, state and search
  const reports: ReportRequest[] = [
    { kind: 'samples' },
    {
      kind: 'sampletable',
      spec: { ...SAMPLE_TABLE_SPEC, ...(filter === 'all' ? {} : { states: [filter] }) },
      filterterm: search,
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="samples">{t('screen.samples.title')}</ScreenTitle>
        <Typography color="text.secondary">{survey.title}</Typography>
        <Stack direction="row" sx={{ ml: 'auto', gap: 1, alignItems: 'center' }}>
          {mayInvite && (
            <Button
              variant="contained"
              size="small"
              component={RouterLink}
              data-testid="sample-invite"
              to={`${pathFor('createmailcampaign', { surveyExtName: survey.extName, mailAction: 'mail', drillPath: drillPathFiltered })}?${new URLSearchParams({ fromPage: 'samples', ...(filter === 'all' ? {} : { state: filter }), ...(search ? { search } : {}) })}`}
            >
              {t('samples.invite')}
            </Button>
          )}
          <ReportMenu survey={survey} drillPathFiltered={drillPathFiltered} offers={reports} />
        </Stack>
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
        <SearchField
          label={t('samples.search')}
          value={searchText}
          onChange={(value) => {
            setSearchText(value);
            setParam('search', value.trim() || null);
          }}
          testId="sample-search"
          sx={{ minWidth: 260, bgcolor: 'background.paper' }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('samples.filtersNote')}
      </Typography>
      <Paper variant="outlined" aria-busy={query.isFetching}>
        <PagedListBody
          query={query}
          itemCount={items.length}
          empty={
            !query.hasNextPage && (
              <EmptyState text={narrowed ? t('samples.emptyFiltered') : t('samples.empty')} />
            )
          }
          padded
        >
          <SampleTable survey={survey} items={items} />
        </PagedListBody>
      </Paper>
      <LoadMoreButton query={query} label={t('samples.loadMore')} testId="samples-load-more" />
    </Stack>
  );
}
