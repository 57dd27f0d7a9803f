import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TCampaignDetails, TChannel, TMailAction } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { SideBySide } from '@/components/side-by-side.tsx';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import { DrillBreadcrumb } from '@/entities/selection/components/drill-breadcrumb.tsx';
import type { AnalyticsContext, DrillTarget } from '@/lib/analytics-context.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useCreateCampaign } from '../../api/create-campaign.ts';
import { type CampaignDraftBody, useReach } from '../../api/get-reach.ts';
import { useTemplates } from '../../api/get-templates.ts';
import { useRemindCampaign } from '../../api/remind-campaign.ts';
import type { BackTarget } from '../../lib/back-target.ts';
import {
  type CampaignForm,
  type CampaignFormField,
  campaignCreateBody,
  campaignDraft,
  campaignFormProblems,
  type InitialSelection,
  initialCampaignForm,
  scheduledAtIso,
} from '../../lib/campaign-form.ts';
import { defaultCampaignName } from '../../lib/campaign-name.ts';
import { campaignPath } from '../../lib/channel-routes.ts';
import { type FieldIssues, fieldIssues, issueText, withoutIssues } from '../../lib/field-issues.ts';
import { useCampaignPermissions } from '../../lib/use-campaign-permissions.ts';
import { BackLink } from '../back-link.tsx';
import { ChannelIcon } from '../channel-icon.tsx';
import { ConfirmSendDialog } from './confirm-send-dialog.tsx';
import { ContactFields } from './contact-fields.tsx';
import { ReachBox } from './reach-box.tsx';
import { SendingFields } from './sending-fields.tsx';
import { TemplatePicker } from './template-picker.tsx';

/** The reach follows the form after this pause. */
const REACH_DELAY_MS = 500;
/** From this width of the content area, the reach stands beside the form. */
const SIDE_BY_SIDE = '@container (min-width: 960px)';

const FORM_FIELDS: readonly string[] = [
  'name',
  'templateId',
  'quarantineDays',
  'scheduledAt',
  'throttlePerMinute',
  'reminderAfterDays',
  'reminderTemplateId',
];
const knownField = (path: string) => FORM_FIELDS.includes(path);
/** The bounds of the number fields, for their messages. */
const RANGES: Partial<Record<CampaignFormField, { min: number; max: number }>> = {
  quarantineDays: { min: 0, max: 365 },
  throttlePerMinute: { min: 1, max: 10_000 },
  reminderAfterDays: { min: 1, max: 60 },
};
const sameDraft = (a: CampaignDraftBody | null, b: CampaignDraftBody | null) =>
  JSON.stringify(a) === JSON.stringify(b);

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
  const {
    survey,
    action,
    channel,
    drillPath,
    filterToken,
    startPath,
    reminderOf,
    back,
    fromPage,
    filterBar,
    initialSelection,
  } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = useCampaignPermissions();
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const reminder = action === 'reminder';
  const drillPathFiltered = joinFilteredDrillPath(drillPath, filterToken);
  const context: AnalyticsContext = { surveyExtName: survey.extName, loadCount, drillPathFiltered, locale };
  const drill = useDrillPath(context);
  const templates = useTemplates(survey.extName, channel);

  const [form, setForm] = useState<CampaignForm>(() => initialCampaignForm('', initialSelection));
  const [nameWritten, setNameWritten] = useState(false);
  const [checked, setChecked] = useState(false);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const unitTitle = drill.data?.segments.at(-1)?.title ?? survey.title;
  const name = nameWritten ? form.name : defaultCampaignName(channel, unitTitle, new Date(), t, locale);
  const current: CampaignForm = { ...form, name };
  const problems = campaignFormProblems(current, reminder, new Date());

  // the one template there is, or a reminder's campaign's own, is chosen to begin with
  const preselected = useRef(false);
  useEffect(() => {
    const items = templates.data?.items.filter((item) => item.channel === channel);
    if (preselected.current || !items) return;
    preselected.current = true;
    const own = reminderOf ? items.find((item) => item.name === reminderOf.templateName) : undefined;
    const chosen = own ?? (items.length === 1 ? items[0] : undefined);
    if (chosen) setForm((previous) => ({ ...previous, templateId: previous.templateId ?? chosen.id }));
  }, [templates.data, channel, reminderOf]);

  // a reminder goes to the campaign's contacts in the whole of the user's part of the organisation
  const reachTarget: DrillTarget | null = reminder
    ? drill.data
      ? { surveyExtName: survey.extName, drillPathFiltered: drill.data.scopePath }
      : null
    : context;
  const draft = campaignDraft(current, action, reminderOf?.id ?? null);
  const [debounced] = useDebounce(draft, REACH_DELAY_MS, { equalityFn: sameDraft });
  const reach = useReach(reachTarget, loadCount, debounced);
  // the count of the form as it stands: not while it is typed, nor the last answer kept on screen
  const reachCount =
    debounced && sameDraft(debounced, draft) && !reach.isPlaceholderData ? reach.data?.reach : undefined;

  const create = useCreateCampaign(context);
  const remind = useRemindCampaign(survey.extName, reminderOf?.id ?? 0);
  const sending = create.isPending || remind.isPending;

  const change = (changes: Partial<CampaignForm>) => {
    if ('name' in changes) setNameWritten(true);
    for (const key of Object.keys(changes)) {
      const field = key === 'throttle' ? 'throttlePerMinute' : key === 'schedule' ? 'scheduledAt' : key;
      setIssues((previous) => withoutIssues(previous, field));
    }
    setConflict(null);
    setForm((previous) => ({ ...previous, ...changes }));
  };

  const error = (field: CampaignFormField) =>
    issueText(issues, field) ||
    (checked && problems[field] ? t(`campaigns.problem.${problems[field]}`, RANGES[field] ?? {}) : '');

  const askToSend = () => {
    setChecked(true);
    if (Object.keys(problems).length === 0 && draft) setConfirming(true);
  };

  const send = async () => {
    if (!draft) return;
    try {
      const result = reminder
        ? await remind.mutateAsync({ templateId: draft.templateId, scheduledAt: scheduledAtIso(current) })
        : await create.mutateAsync(campaignCreateBody(current, draft));
      showSnackbar(
        t(scheduledAtIso(current) ? 'campaigns.create.scheduled' : 'campaigns.create.started', {
          count: result.messages,
          formatted: formatNumber(result.messages, locale),
        }),
        'success',
      );
      navigate(campaignPath(survey.extName, result.campaignId, fromPage), { replace: true });
    } catch (failure) {
      setConfirming(false);
      if (failure instanceof ApiError && failure.status === 409) setConflict(errorMessage(failure));
      else setIssues(fieldIssues(failure, knownField));
    }
  };

  const later = scheduledAtIso(current);
  const sendLabel =
    reachCount === undefined
      ? t(later ? 'campaigns.create.scheduleUnknown' : 'campaigns.create.sendUnknown')
      : t(later ? `campaigns.create.schedule.${channel}` : `campaigns.create.send.${channel}`, {
          count: reachCount,
          formatted: formatNumber(reachCount, locale),
        });
  const templateName = templates.data?.items.find((item) => item.id === form.templateId)?.name ?? '';
  const returnTo = `${location.pathname}${location.search}`;
  const title = reminderOf
    ? t('campaigns.create.reminderTitle', { name: reminderOf.name })
    : t(`campaigns.create.title.${channel}`);

  return (
    <Stack spacing={2}>
      <BackLink target={back} testId="campaign-create-back" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ScreenTitle route="createmailcampaign">{title}</ScreenTitle>
        <Chip
          size="small"
          variant="outlined"
          icon={<ChannelIcon channel={channel} fontSize="small" />}
          label={t(`campaigns.channel.${channel}`)}
        />
        <Typography color="text.secondary">{survey.title}</Typography>
      </Stack>
      {reminder ? (
        <Alert severity="info" variant="outlined">
          {t('campaigns.create.reminderIntro', { name: reminderOf?.name ?? '' })}
        </Alert>
      ) : (
        <>
          <DrillBreadcrumb context={context} drillPath={drillPath} startPath={startPath} />
          {filterBar}
        </>
      )}
      <SideBySide from={960} columns="minmax(0, 1fr) 340px">
        <Stack spacing={2}>
          <Panel title={t('campaigns.create.message')} testId="campaign-create-message">
            {!reminder && (
              <TextField
                label={t('campaigns.create.name')}
                value={name}
                onChange={(event) => change({ name: event.target.value })}
                required
                fullWidth
                error={error('name') !== ''}
                helperText={error('name') || t('campaigns.create.nameHelp')}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'campaign-name' } }}
              />
            )}
            <TemplatePicker
              survey={survey.extName}
              channel={channel}
              query={templates}
              value={form.templateId}
              onChange={(templateId) => change({ templateId })}
              label={t('campaigns.create.template')}
              error={error('templateId')}
              returnTo={returnTo}
              canWriteTemplates={permissions.manageTemplates}
              testId="campaign-template"
            />
          </Panel>
          {!reminder && (
            <Panel title={t('campaigns.create.contacts')} testId="campaign-create-contacts">
              <ContactFields form={current} onChange={change} quarantineError={error('quarantineDays')} />
            </Panel>
          )}
          <Panel title={t('campaigns.create.sending')} testId="campaign-create-sending">
            <SendingFields
              form={current}
              onChange={change}
              reminderMode={reminder}
              errors={{
                scheduledAt: error('scheduledAt'),
                throttlePerMinute: error('throttlePerMinute'),
                reminderAfterDays: error('reminderAfterDays'),
              }}
              reminderTemplate={
                <TemplatePicker
                  survey={survey.extName}
                  channel={channel}
                  query={templates}
                  value={form.reminderTemplateId}
                  onChange={(reminderTemplateId) => change({ reminderTemplateId })}
                  label={t('campaigns.create.reminderTemplate')}
                  emptyLabel={t('campaigns.create.sameTemplate')}
                  error={issueText(issues, 'reminderTemplateId')}
                  returnTo={returnTo}
                  canWriteTemplates={permissions.manageTemplates}
                  testId="campaign-reminder-template"
                />
              }
            />
          </Panel>
        </Stack>
        <Box sx={{ [SIDE_BY_SIDE]: { position: 'sticky', top: 16 } }}>
          <ReachBox
            channel={channel}
            query={reachTarget && draft ? reach : null}
            quarantineDays={Number(form.quarantineDays) || 0}
          >
            {conflict && (
              <Alert severity="warning" data-testid="campaign-conflict">
                {t('campaigns.create.conflict', { message: conflict })}
              </Alert>
            )}
            {issues.other && (
              <Alert severity="error" data-testid="campaign-create-error">
                {t('campaigns.create.refused', { message: issueText(issues, 'other') })}
              </Alert>
            )}
            {checked && Object.keys(problems).length > 0 && (
              <Typography variant="body2" color="error" role="status">
                {t('campaigns.create.fixFields')}
              </Typography>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={askToSend}
              disabled={sending || reachCount === 0}
              data-testid="campaign-send"
            >
              {sendLabel}
            </Button>
          </ReachBox>
        </Box>
      </SideBySide>
      {confirming && (
        <ConfirmSendDialog
          title={t(later ? 'campaigns.confirm.scheduleTitle' : `campaigns.confirm.title.${channel}`)}
          body={
            later
              ? t('campaigns.confirm.later', {
                  template: templateName,
                  date: formatDate(later, locale, { dateStyle: 'full', timeStyle: 'short' }),
                  contacts: reachPhrase(reachCount, t, locale),
                })
              : t('campaigns.confirm.now', {
                  template: templateName,
                  contacts: reachPhrase(reachCount, t, locale),
                })
          }
          confirmLabel={sendLabel}
          sending={sending}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}

/** "142 contacts", or "the contacts" while the count is not known. */
function reachPhrase(count: number | undefined, t: TFunction, locale: string): string {
  if (count === undefined) return t('campaigns.confirm.someContacts');
  return t('campaigns.confirm.contacts', { count, formatted: formatNumber(count, locale) });
}
