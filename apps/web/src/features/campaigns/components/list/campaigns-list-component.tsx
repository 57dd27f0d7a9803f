import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { SideBySide } from '@/components/side-by-side.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useCampaigns } from '../../api/get-campaigns.ts';
import { campaignPath } from '../../lib/channel-routes.ts';
import { useCampaignPermissions } from '../../lib/use-campaign-permissions.ts';
import { TemplatesPanel } from '../templates/templates-panel.tsx';
import { CampaignCards } from './campaign-cards.tsx';
import { CampaignTable } from './campaign-table.tsx';
import { LettersDownloadMenu } from './letters-download-menu.tsx';
import { NewCampaignMenu } from './new-campaign-menu.tsx';

interface CampaignsListComponentProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/** From this width of the page, the templates stand beside the campaigns. */

/**
 * Page component "MailCampaignsListComponent": the campaigns to contacts under the drill node,
 * newest first, with new campaigns by channel, the letters to print, and the survey's templates.
 */
export function CampaignsListComponent({ component, survey, context }: CampaignsListComponentProps) {
  const { t } = useTranslation();
  const permissions = useCampaignPermissions();
  const fromPage = useCurrentRoute().params.pageId ?? null;
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const query = useCampaigns(context, context.loadCount);
  const items = query.data?.items ?? [];
  const hrefFor = (campaign: { id: number }) => campaignPath(survey.extName, campaign.id, fromPage);
  const hasLetters = items.some((campaign) => campaign.channel === 'letter');

  return (
    <SideBySide from={1000} columns="minmax(0, 1fr) 340px">
      <Panel
        title={component.title ?? t('campaigns.list.title')}
        busy={query.isFetching}
        testId={`component-${component.id}`}
        actions={
          permissions.manageCampaigns && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {hasLetters && <LettersDownloadMenu target={context} />}
              <NewCampaignMenu
                survey={survey.extName}
                drillPathFiltered={context.drillPathFiltered}
                fromPage={fromPage}
              />
            </Stack>
          )
        }
      >
        {query.isPending && <LoadingSkeleton variant="rows" />}
        {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
        {query.isSuccess && items.length === 0 && (
          <EmptyState
            text={permissions.manageCampaigns ? t('campaigns.list.empty') : t('campaigns.list.emptyReadOnly')}
          />
        )}
        {items.length > 0 &&
          (phone ? (
            <CampaignCards items={items} hrefFor={hrefFor} />
          ) : (
            <CampaignTable items={items} hrefFor={hrefFor} />
          ))}
      </Panel>
      {(permissions.manageTemplates || permissions.manageCampaigns) && (
        <TemplatesPanel survey={survey.extName} fromPage={fromPage} canEdit={permissions.manageTemplates} />
      )}
    </SideBySide>
  );
}
