import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pathFor } from '@opinio/domain/routes';
import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton, PagedListBody } from '@/components/paged-list.tsx';
import { Panel } from '@/components/panel.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { AlertCards } from './alert-cards.tsx';
import { AlertTable } from './alert-table.tsx';

interface AlertListComponentProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * The `AlertList` page component: the open alerts of the page's drill node (scope and
 * filters as the dashboard), newest first, with a link to the whole alert list.
 */
export function AlertListComponent({ component, survey, context }: AlertListComponentProps) {
  const { t } = useTranslation();
  const query = useAlerts({
    surveyExtName: survey.extName,
    drillPathFiltered: context.drillPathFiltered,
    state: 'open',
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const hrefFor = (alert: TAlertSummary) =>
    pathFor('alert', { surveyExtName: survey.extName, alertId: alert.id });
  const all = pathFor('alerts', { surveyExtName: survey.extName, drillPath: context.drillPathFiltered });

  return (
    <Panel
      title={component.title ?? t('component.AlertList')}
      busy={query.isFetching}
      testId={`component-${component.id}`}
    >
      <PagedListBody
        query={query}
        itemCount={items.length}
        empty={<EmptyState text={t('alerts.emptyOpen')} />}
      >
        {phone ? (
          <AlertCards items={items} hrefFor={hrefFor} />
        ) : (
          <AlertTable items={items} hrefFor={hrefFor} />
        )}
      </PagedListBody>
      <LoadMoreButton query={query} label={t('alerts.loadMore')} testId={`component-${component.id}-more`} />
      <Link component={RouterLink} to={all} sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
        {t('alerts.allAlerts')}
      </Link>
    </Panel>
  );
}
