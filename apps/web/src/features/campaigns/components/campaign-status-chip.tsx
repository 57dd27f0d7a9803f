import Chip from '@mui/material/Chip';
import type { TCampaignSummary } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';

type ShownStatus = TCampaignSummary['status'] | 'scheduled';

const COLOUR: Record<ShownStatus, 'default' | 'info' | 'warning' | 'success'> = {
  draft: 'default',
  scheduled: 'info',
  active: 'info',
  paused: 'warning',
  completed: 'success',
};

/** A campaign waiting for its start time is "scheduled"; sending it is "active". */
function shownStatus(campaign: Pick<TCampaignSummary, 'status' | 'sentAt' | 'scheduledAt'>): ShownStatus {
  return campaign.status === 'active' && !campaign.sentAt && campaign.scheduledAt
    ? 'scheduled'
    : campaign.status;
}

export function CampaignStatusChip({
  campaign,
}: {
  campaign: Pick<TCampaignSummary, 'status' | 'sentAt' | 'scheduledAt'>;
}) {
  const { t } = useTranslation();
  const status = shownStatus(campaign);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOUR[status]}
      label={t(`campaigns.status.${status}`)}
      data-testid="campaign-status"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
