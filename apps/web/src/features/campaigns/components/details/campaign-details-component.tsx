import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useCampaign } from '../../api/get-campaign.ts';
import { campaignPath } from '../../lib/channel-routes.ts';
import { CampaignStatusChip } from '../campaign-status-chip.tsx';
import { CampaignActions } from './campaign-actions.tsx';
import { CampaignDetails } from './campaign-details.tsx';
import { CampaignFacts } from './campaign-facts.tsx';

interface CampaignDetailsComponentProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/** Page component "MailCampaignDetailsComponent": the campaign named by the page's `campaignId` query. */
export function CampaignDetailsComponent({ component, survey, context }: CampaignDetailsComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fromPage = useCurrentRoute().params.pageId ?? null;
  const text = search.get('campaignId') ?? '';
  const campaignId = /^\d{1,10}$/.test(text) ? Number(text) : null;
  const query = useCampaign(survey.extName, campaignId, context.loadCount);
  const { filterToken } = splitFilteredDrillPath(context.drillPathFiltered);
  const title = query.data?.name ?? component.title ?? t('campaigns.details.title');
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Panel
      title={title}
      busy={query.isFetching}
      testId={`component-${component.id}`}
      actions={query.data && <CampaignStatusChip campaign={query.data} />}
    >
      {campaignId === null && <EmptyState text={t('campaigns.details.choose')} />}
      {campaignId !== null && query.isPending && <LoadingSkeleton variant="tiles" />}
      {missing && <EmptyState text={t('campaigns.notFound')} />}
      {query.isError && !missing && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.data && (
        <Stack spacing={2}>
          {component.title && (
            <Typography variant="body2" color="text.secondary">
              {component.title}
            </Typography>
          )}
          <CampaignFacts
            campaign={query.data}
            campaignHref={(id) => campaignPath(survey.extName, id, fromPage)}
          />
          <CampaignActions
            survey={survey.extName}
            campaign={query.data}
            drillPathFiltered={context.drillPathFiltered}
            fromPage={fromPage}
            resultsHref={null}
          />
          <CampaignDetails
            survey={survey}
            campaign={query.data}
            fromPage={fromPage}
            filterToken={filterToken}
          />
        </Stack>
      )}
    </Panel>
  );
}
