import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useCampaign } from '../../api/get-campaign.ts';
import { useCampaignFilterName } from '../../api/get-campaign-filter.ts';
import { backTarget } from '../../lib/back-target.ts';
import { resultsPath } from '../../lib/campaign-links.ts';
import { campaignPath } from '../../lib/channel-routes.ts';
import { useCampaignPermissions } from '../../lib/use-campaign-permissions.ts';
import { BackLink } from '../back-link.tsx';
import { CampaignNoAccess } from '../campaign-no-access.tsx';
import { CampaignStatusChip } from '../campaign-status-chip.tsx';
import { ChannelIcon } from '../channel-icon.tsx';
import { CampaignActions } from './campaign-actions.tsx';
import { CampaignDetails } from './campaign-details.tsx';
import { CampaignFacts } from './campaign-facts.tsx';

/** Route "mailcampaign" (/mailcampaign/:surveyExtName/:campaignId; query fromPage): one campaign and what became of it. */
export function CampaignScreen() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const [search] = useSearchParams();
  const { survey, drillPath, filterToken } = useSelection();
  const permissions = useCampaignPermissions();
  const campaignId = /^\d{1,10}$/.test(params.campaignId ?? '') ? Number(params.campaignId) : null;
  const fromPage = search.get('fromPage');
  const loadCount = useLoadCount(survey?.extName ?? '', survey?.loadCount ?? 0);
  // a campaign's numbers and messages are part of the samples
  const allowed = permissions.viewSamples;
  const query = useCampaign(survey?.extName ?? '', allowed && survey ? campaignId : null, loadCount);
  const campaignFilter = useCampaignFilterName(allowed ? survey : null);

  if (!permissions.known) return <LoadingSkeleton variant="rows" />;
  if (!allowed) return <CampaignNoAccess route="mailcampaign" needs="samples" />;
  const back = survey ? backTarget(survey, fromPage, drillPath, filterToken) : null;
  const backLink = <BackLink target={back} testId="campaign-back" />;
  if (!survey || campaignId === null || query.isPending || query.isError)
    return (
      <DetailScreenStatus
        route="mailcampaign"
        notFoundText={t('campaigns.notFound')}
        query={survey && campaignId !== null ? query : undefined}
        back={backLink}
      />
    );
  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      {backLink}
      <CampaignHeader
        survey={survey}
        campaign={query.data}
        fromPage={fromPage}
        drillPathFiltered={joinFilteredDrillPath(drillPath, filterToken)}
        resultsHref={resultsPath(survey, query.data.id, drillPath, filterToken, campaignFilter)}
      />
      <CampaignDetails survey={survey} campaign={query.data} fromPage={fromPage} filterToken={filterToken} />
    </Stack>
  );
}

interface CampaignHeaderProps {
  survey: TSurvey;
  campaign: TCampaignDetails;
  fromPage: string | null;
  drillPathFiltered: string;
  resultsHref: string | null;
}

function CampaignHeader({ survey, campaign, fromPage, drillPathFiltered, resultsHref }: CampaignHeaderProps) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ChannelIcon channel={campaign.channel} color="action" />
        <ScreenTitle route="mailcampaign">{campaign.name}</ScreenTitle>
        <CampaignStatusChip campaign={campaign} />
        <Typography color="text.secondary">{survey.title}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <CampaignFacts
            campaign={campaign}
            campaignHref={(id) => campaignPath(survey.extName, id, fromPage)}
          />
          <CampaignActions
            survey={survey.extName}
            campaign={campaign}
            drillPathFiltered={drillPathFiltered}
            fromPage={fromPage}
            resultsHref={resultsHref}
          />
        </Stack>
      </Paper>
    </>
  );
}
