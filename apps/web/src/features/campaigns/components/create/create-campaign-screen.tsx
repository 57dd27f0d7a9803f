import { ZMailAction } from '@opinio/domain/schemas/campaigns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { defaultDrillPath } from '@/lib/page-path.ts';
import { useCampaign } from '../../api/get-campaign.ts';
import { backTarget } from '../../lib/back-target.ts';
import { useCampaignPermissions } from '../../lib/use-campaign-permissions.ts';
import { BackLink } from '../back-link.tsx';
import { CampaignNoAccess } from '../campaign-no-access.tsx';
import { CampaignCreator } from './campaign-creator.tsx';

/**
 * Route "createmailcampaign" (/createmailcampaign/:surveyExtName/:mailAction/:drillPath; query
 * fromPage, campaignId for a reminder, state and search to start the contacts with): a new
 * campaign by mail, SMS or letter to the contacts of the node, or a reminder to those of a
 * campaign who have not answered.
 */
export function CreateCampaignScreen({ filterBar }: { filterBar?: ReactNode }) {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const [search] = useSearchParams();
  const { survey, view, drillPath, filterToken } = useSelection();
  const permissions = useCampaignPermissions();
  const action = ZMailAction.safeParse(params.mailAction).data ?? null;
  const campaignText = search.get('campaignId') ?? '';
  const campaignId = action === 'reminder' && /^\d{1,10}$/.test(campaignText) ? Number(campaignText) : null;
  const fromPage = search.get('fromPage');
  const loadCount = useLoadCount(survey?.extName ?? '', survey?.loadCount ?? 0);
  const original = useCampaign(
    survey?.extName ?? '',
    permissions.manageCampaigns ? campaignId : null,
    loadCount,
  );

  if (!permissions.known) return <LoadingSkeleton variant="rows" />;
  if (!permissions.manageCampaigns) return <CampaignNoAccess route="createmailcampaign" needs="campaigns" />;
  const back = survey ? backTarget(survey, fromPage, drillPath, filterToken) : null;
  const backLink = <BackLink target={back} testId="campaign-create-back" />;
  if (!survey || action === null || (action === 'reminder' && campaignId === null))
    return (
      <DetailScreenStatus
        route="createmailcampaign"
        notFoundText={action === 'reminder' ? t('campaigns.notFound') : t('campaigns.create.badAction')}
        back={backLink}
      />
    );
  if (action === 'reminder' && (original.isPending || original.isError))
    return (
      <DetailScreenStatus
        route="createmailcampaign"
        notFoundText={t('campaigns.notFound')}
        query={original}
        back={backLink}
      />
    );
  const channel = action === 'reminder' ? original.data!.channel : action;
  return (
    <CampaignCreator
      key={`${action}-${campaignId ?? ''}`}
      survey={survey}
      action={action}
      channel={channel}
      drillPath={drillPath}
      filterToken={filterToken}
      startPath={view?.startPath || defaultDrillPath(survey)}
      reminderOf={action === 'reminder' ? original.data! : null}
      back={back}
      fromPage={fromPage}
      filterBar={filterBar}
      initialSelection={{ state: search.get('state'), search: search.get('search') }}
    />
  );
}
