import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import { PLAN_STATUSES, type TPlan } from '@opinio/domain/schemas/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import {
  type SurveyListProps,
  SurveyListScreen,
} from '@/entities/selection/components/survey-list-screen.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { usePlans } from '../api/get-plans.ts';
import { PlanDialog } from './plan-dialog.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PlanCards, PlanTable } from './plan-list-views.tsx';

const FILTERS = ['all', ...PLAN_STATUSES] as const;
type StatusFilter = (typeof FILTERS)[number];

const filterOf = (value: string | null): StatusFilter => FILTERS.find((f) => f === value) ?? 'all';

/**
 * Route "plans": /plans/:surveyExtName/:drillPath, optional query `status` and `plan` (the one
 * open). The plans of the drill node and below; a plan is of all its unit's answers, so the
 * filters do not apply (the route hides them).
 */
export function PlansScreen() {
  const { t } = useTranslation();
  return (
    <SurveyListScreen
      route="plans"
      title={t('screen.plans.title')}
      emptyText={t('screen.plans.empty')}
      list={PlanList}
    />
  );
}

function PlanList({ survey, drillPathFiltered }: SurveyListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('status'));
  const openId = search.get('plan');
  // a plan is of all its unit's answers: the filters do not apply
  const { drillPath } = splitFilteredDrillPath(drillPathFiltered);
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const query = usePlans(survey.extName, drillPath, loadCount);
  const node = useDrillPath({
    surveyExtName: survey.extName,
    loadCount,
    drillPathFiltered: drillPath,
    locale,
  });
  const mayManage = !!useIdentity().data?.permissions.includes('plans.manage');
  const organisationView = drillPath.split(',')[0] === survey.views[0]?.extName;
  const [creating, setCreating] = useState(false);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const plans = query.data?.plans ?? [];
  const shown = filter === 'all' ? plans : plans.filter((plan) => plan.status === filter);
  const open = openId ? plans.find((plan) => plan.id === openId) : undefined;
  const unitTitle = node.data?.segments.at(-1)?.title;

  const setParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(search);
    if (value === null) params.delete(name);
    else params.set(name, value);
    setSearch(params, { replace: name === 'status' });
  };
  const count = (status: StatusFilter) =>
    status === 'all' ? plans.length : plans.filter((plan) => plan.status === status).length;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="plans">{t('screen.plans.title')}</ScreenTitle>
        <Typography color="text.secondary">{survey.title}</Typography>
        {mayManage && organisationView && (
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setCreating(true)}
            disabled={!unitTitle}
            sx={{ ml: 'auto' }}
            data-testid="plan-new"
          >
            {t('plans.new')}
          </Button>
        )}
      </Stack>
      {mayManage && !organisationView && (
        <Typography variant="body2" color="text.secondary">
          {t('plans.orgViewOnly')}
        </Typography>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        onChange={(_, next: StatusFilter | null) => next && setParam('status', next === 'all' ? null : next)}
        aria-label={t('plans.filter.label')}
        sx={{ flexWrap: 'wrap', bgcolor: 'background.paper', alignSelf: 'flex-start' }}
        data-testid="plan-status-filter"
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f} sx={{ px: 1.5 }} data-testid={`plan-filter-${f}`}>
            {t(f === 'all' ? 'plans.filter.all' : `plans.status.${f}`)}
            {query.data && ` (${formatNumber(count(f), locale)})`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Paper variant="outlined" aria-busy={query.isFetching}>
        {query.isPending && <LoadingSkeleton variant="rows" />}
        {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
        {query.data && shown.length === 0 && (
          <EmptyState text={filter === 'all' ? t('plans.empty') : t('plans.emptyFiltered')} />
        )}
        {query.data &&
          shown.length > 0 &&
          (phone ? (
            <PlanCards plans={shown} onOpen={(plan: TPlan) => setParam('plan', plan.id)} />
          ) : (
            <PlanTable plans={shown} onOpen={(plan: TPlan) => setParam('plan', plan.id)} />
          ))}
      </Paper>
      {open && query.data && (
        <PlanDialog
          survey={survey}
          plan={open}
          minAnswers={query.data.minAnswers}
          mayManage={mayManage}
          onClose={() => setParam('plan', null)}
        />
      )}
      {creating && unitTitle && (
        <PlanFormDialog
          survey={survey}
          unit={{ title: unitTitle, path: drillPath }}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
