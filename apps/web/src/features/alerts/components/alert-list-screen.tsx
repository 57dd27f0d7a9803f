import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pathFor } from '@opinio/domain/routes';
import { ALERT_STATES, type TAlertListState, type TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton, PagedListBody } from '@/components/paged-list.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { ReportMenu } from '@/entities/reports/components/report-menu.tsx';
import type { ReportRequest } from '@/entities/reports/lib/report-request.ts';
import {
  type SurveyListProps,
  SurveyListScreen,
} from '@/entities/selection/components/survey-list-screen.tsx';
import { useAlerts } from '../api/get-alerts.ts';
import { AlertCards } from './alert-cards.tsx';
import { AlertTable } from './alert-table.tsx';

const FILTERS = ['all', 'open', ...ALERT_STATES] as const;
type StateFilter = (typeof FILTERS)[number];

/** The alert list's reports: the alerts of its drill node and filters, and their follow-up. */
const ALERT_REPORTS: readonly ReportRequest[] = [{ kind: 'alerts' }, { kind: 'actions' }];

function stateFilterOf(value: string | null): StateFilter {
  return FILTERS.find((f) => f === value) ?? 'all';
}

/** Route "alerts": /alertlist/:surveyExtName/:drillPath, optional query state (open, new, …). */
export function AlertListScreen({ filterBar }: { filterBar?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SurveyListScreen
      route="alerts"
      title={t('screen.alerts.title')}
      emptyText={t('screen.alerts.empty')}
      filterBar={filterBar}
      list={AlertList}
    />
  );
}

function AlertList({ survey, drillPathFiltered, filterBar }: SurveyListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = stateFilterOf(search.get('state'));
  const query = useAlerts({
    surveyExtName: survey.extName,
    drillPathFiltered,
    state: filter === 'all' ? null : (filter as TAlertListState),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // below 600 px the table's columns would be cut off: a card per alert instead
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const hrefFor = (alert: TAlertSummary) =>
    pathFor('alert', { surveyExtName: survey.extName, alertId: alert.id });

  const chooseFilter = (next: StateFilter | null) => {
    if (!next) return;
    const params = new URLSearchParams(search);
    if (next === 'all') params.delete('state');
    else params.set('state', next);
    setSearch(params, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="alerts">{t('screen.alerts.title')}</ScreenTitle>
        <Typography color="text.secondary">{survey.title}</Typography>
        <Box sx={{ ml: 'auto' }}>
          <ReportMenu survey={survey} drillPathFiltered={drillPathFiltered} offers={ALERT_REPORTS} />
        </Box>
      </Stack>
      {filterBar}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        onChange={(_, next: StateFilter | null) => chooseFilter(next)}
        aria-label={t('alerts.stateFilter')}
        sx={{ flexWrap: 'wrap', bgcolor: 'background.paper', alignSelf: 'flex-start' }}
        data-testid="alert-state-filter"
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f} sx={{ px: 2 }} data-testid={`alert-filter-${f}`}>
            {t(`alerts.filter.${f}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Paper variant="outlined" aria-busy={query.isFetching}>
        <PagedListBody
          query={query}
          itemCount={items.length}
          empty={<EmptyState text={filter === 'all' ? t('alerts.empty') : t('alerts.emptyFiltered')} />}
          padded
        >
          {phone ? (
            <AlertCards items={items} hrefFor={hrefFor} />
          ) : (
            <AlertTable items={items} hrefFor={hrefFor} />
          )}
        </PagedListBody>
      </Paper>
      <LoadMoreButton query={query} label={t('alerts.loadMore')} testId="alerts-load-more" />
    </Stack>
  );
}
