import DownloadIcon from '@mui/icons-material/Download';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pathFor } from '@opinio/domain/routes';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { downloadCampaign } from '../../api/download-campaign.ts';
import { useSetCampaignStatus } from '../../api/set-campaign-status.ts';
import { useCampaignPermissions } from '../../lib/use-campaign-permissions.ts';

interface CampaignActionsProps {
  survey: string;
  campaign: TCampaignDetails;
  /** The node a reminder is set up from (the one last seen). */
  drillPathFiltered: string;
  fromPage: string | null;
  /** The page that shows the campaign's results, when the survey has one. */
  resultsHref: string | null;
}

/** Pause or resume the sending, remind those who have not answered, the messages as a workbook, the results. */
export function CampaignActions({
  survey,
  campaign,
  drillPathFiltered,
  fromPage,
  resultsHref,
}: CampaignActionsProps) {
  const { t } = useTranslation();
  const permissions = useCampaignPermissions();
  const status = useSetCampaignStatus(survey, campaign.id);
  const [downloading, setDownloading] = useState(false);
  const sending = campaign.status === 'active' || campaign.status === 'paused';
  // a reminder goes to the contacts of a campaign that has gone out, not of a reminder
  const remindable = campaign.action !== 'reminder' && campaign.sentAt !== null;
  const remindHref = `${pathFor('createmailcampaign', {
    surveyExtName: survey,
    mailAction: 'reminder',
    drillPath: drillPathFiltered,
  })}?${new URLSearchParams({ campaignId: String(campaign.id), ...(fromPage ? { fromPage } : {}) })}`;

  const toggle = async () => {
    const next = campaign.status === 'paused' ? 'active' : 'paused';
    try {
      await status.mutateAsync(next);
      showSnackbar(t(next === 'paused' ? 'campaigns.action.paused' : 'campaigns.action.resumed'), 'success');
    } catch (error) {
      showSnackbar(t('campaigns.action.statusFailed', { message: errorMessage(error) }), 'error');
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCampaign(survey, campaign.id);
    } catch (error) {
      showSnackbar(t('campaigns.action.downloadFailed', { message: errorMessage(error) }), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="campaign-actions">
      {permissions.manageCampaigns && sending && (
        <Button
          variant="outlined"
          startIcon={campaign.status === 'paused' ? <PlayArrowIcon aria-hidden /> : <PauseIcon aria-hidden />}
          onClick={() => void toggle()}
          disabled={status.isPending}
          aria-busy={status.isPending}
          data-testid="campaign-pause"
        >
          {campaign.status === 'paused' ? t('campaigns.action.resume') : t('campaigns.action.pause')}
        </Button>
      )}
      {permissions.manageCampaigns && remindable && (
        <Button
          variant="outlined"
          startIcon={<NotificationsActiveOutlinedIcon aria-hidden />}
          component={RouterLink}
          to={remindHref}
          data-testid="campaign-remind"
        >
          {t('campaigns.action.remind')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden />}
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading}
        data-testid="campaign-download"
      >
        {t('campaigns.action.download')}
      </Button>
      {resultsHref && (
        <Button
          variant="outlined"
          startIcon={<InsightsOutlinedIcon aria-hidden />}
          component={RouterLink}
          to={resultsHref}
          data-testid="campaign-results"
        >
          {t('campaigns.action.results')}
        </Button>
      )}
    </Stack>
  );
}
