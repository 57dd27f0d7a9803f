import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCampaignDetails, TChannel } from '@opinio/domain/schemas/campaigns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { DrillBreadcrumb } from '@/entities/selection/components/drill-breadcrumb.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import type { BackTarget } from '../../lib/back-target.ts';
import { BackLink } from '../back-link.tsx';
import { ChannelIcon } from '../channel-icon.tsx';

interface CreatorHeadingProps {
  surveyTitle: string;
  channel: TChannel;
  reminderOf: TCampaignDetails | null;
  back: BackTarget | null;
  /** Where a new campaign's contacts are (a reminder's are its campaign's). */
  place: { context: AnalyticsContext; drillPath: string; startPath: string; filterBar: ReactNode } | null;
}

/** The way back, the campaign's title and channel, and whose contacts it goes to. */
export function CreatorHeading({ surveyTitle, channel, reminderOf, back, place }: CreatorHeadingProps) {
  const { t } = useTranslation();
  const title = reminderOf
    ? t('campaigns.create.reminderTitle', { name: reminderOf.name })
    : t(`campaigns.create.title.${channel}`);
  return (
    <>
      <BackLink target={back} testId="campaign-create-back" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ScreenTitle route="createmailcampaign">{title}</ScreenTitle>
        <Chip
          size="small"
          variant="outlined"
          icon={<ChannelIcon channel={channel} fontSize="small" />}
          label={t(`campaigns.channel.${channel}`)}
        />
        <Typography color="text.secondary">{surveyTitle}</Typography>
      </Stack>
      {place ? (
        <>
          <DrillBreadcrumb context={place.context} drillPath={place.drillPath} startPath={place.startPath} />
          {place.filterBar}
        </>
      ) : (
        <Alert severity="info" variant="outlined">
          {t('campaigns.create.reminderIntro', { name: reminderOf?.name ?? '' })}
        </Alert>
      )}
    </>
  );
}
