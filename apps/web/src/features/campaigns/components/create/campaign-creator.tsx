import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TCampaignDetails, TChannel, TMailAction } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SideBySide } from '@/components/side-by-side.tsx';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useTemplates } from '../../api/get-templates.ts';
import type { BackTarget } from '../../lib/back-target.ts';
import { type InitialSelection, scheduledAtIso } from '../../lib/campaign-form.ts';
import { campaignPath } from '../../lib/channel-routes.ts';
import { CreatorFields } from './creator-fields.tsx';
import { CreatorHeading } from './creator-heading.tsx';
import { SendBox, useSendLabel } from './send-box.tsx';
import { SendConfirmation } from './send-confirmation.tsx';
import { useCampaignCreator } from './use-campaign-creator.ts';

/** From this width of the content area, the reach stands beside the form. */
const SIDE_BY_SIDE = '@container (min-width: 960px)';

interface CampaignCreatorProps {
  survey: TSurvey;
  action: TMailAction;
  channel: TChannel;
  drillPath: string;
  filterToken: string;
  startPath: string;
  /** A reminder: the campaign it reminds the contacts of. */
  reminderOf: TCampaignDetails | null;
  back: BackTarget | null;
  fromPage: string | null;
  filterBar: ReactNode;
  /** The contacts the form starts with (the sample list's state and search). */
  initialSelection: InitialSelection;
}

/** The campaign being set up: its message, its contacts and its sending, with its reach as it stands. */
export function CampaignCreator(props: CampaignCreatorProps) {
  const { survey, action, channel, drillPath, reminderOf, fromPage } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const reminder = action === 'reminder';
  const drillPathFiltered = joinFilteredDrillPath(drillPath, props.filterToken);
  const context: AnalyticsContext = { surveyExtName: survey.extName, loadCount, drillPathFiltered, locale };
  const drill = useDrillPath(context);
  const templates = useTemplates(survey.extName, channel);
  const creator = useCampaignCreator({
    ...props,
    context,
    scopePath: drill.data?.scopePath,
    unitTitle: drill.data?.segments.at(-1)?.title ?? survey.title,
    templates,
  });
  const { current, problems, reachCount } = creator;
  const [confirming, setConfirming] = useState(false);

  const askToSend = () => {
    creator.check();
    if (Object.keys(problems).length === 0 && creator.draft) setConfirming(true);
  };

  const send = async () => {
    if (!creator.draft) return;
    const result = await creator.send();
    if (!result) return setConfirming(false);
    showSnackbar(
      t(scheduledAtIso(current) ? 'campaigns.create.scheduled' : 'campaigns.create.started', {
        count: result.messages,
        formatted: formatNumber(result.messages, locale),
      }),
      'success',
    );
    navigate(campaignPath(survey.extName, result.campaignId, fromPage), { replace: true });
  };

  const later = scheduledAtIso(current);
  const sendLabel = useSendLabel(channel, later, reachCount);

  return (
    <Stack spacing={2}>
      <CreatorHeading
        surveyTitle={survey.title}
        channel={channel}
        reminderOf={reminderOf}
        back={props.back}
        place={
          reminder ? null : { context, drillPath, startPath: props.startPath, filterBar: props.filterBar }
        }
      />
      <SideBySide from={960} columns="minmax(0, 1fr) 340px">
        <CreatorFields
          survey={survey.extName}
          channel={channel}
          reminder={reminder}
          templates={templates}
          form={current}
          onChange={creator.change}
          error={creator.error}
          issues={creator.issues}
        />
        <Box sx={{ [SIDE_BY_SIDE]: { position: 'sticky', top: 16 } }}>
          <SendBox
            channel={channel}
            reach={creator.reach}
            quarantineDays={Number(creator.form.quarantineDays) || 0}
            conflict={creator.conflict}
            issues={creator.issues}
            showFix={creator.checked && Object.keys(problems).length > 0}
            sendLabel={sendLabel}
            disabled={creator.sending || reachCount === 0}
            onSend={askToSend}
          />
        </Box>
      </SideBySide>
      {confirming && (
        <SendConfirmation
          channel={channel}
          templateName={templates.data?.items.find((item) => item.id === creator.form.templateId)?.name ?? ''}
          later={later}
          reachCount={reachCount}
          sendLabel={sendLabel}
          sending={creator.sending}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
