import type { TCampaignDetails, TChannel, TMailAction } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { useCreateCampaign } from '../../api/create-campaign.ts';
import type { useTemplates } from '../../api/get-templates.ts';
import { useRemindCampaign } from '../../api/remind-campaign.ts';
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
import { type FieldIssues, fieldIssues, issueText, withoutIssues } from '../../lib/field-issues.ts';
import { useCampaignReach } from './use-campaign-reach.ts';

const FORM_FIELDS: readonly string[] = ['name', 'templateId', 'quarantineDays', 'scheduledAt'].concat([
  'throttlePerMinute',
  'reminderAfterDays',
  'reminderTemplateId',
]);
const knownField = (path: string) => FORM_FIELDS.includes(path);
/** The bounds of the number fields, for their messages. */
const RANGES: Partial<Record<CampaignFormField, { min: number; max: number }>> = {
  quarantineDays: { min: 0, max: 365 },
  throttlePerMinute: { min: 1, max: 10_000 },
  reminderAfterDays: { min: 1, max: 60 },
};

interface CreatorInput {
  survey: TSurvey;
  action: TMailAction;
  channel: TChannel;
  context: AnalyticsContext;
  /** Where the reminder's campaign's contacts are (the user's part of the organisation), once known. */
  scopePath: string | undefined;
  unitTitle: string;
  reminderOf: TCampaignDetails | null;
  initialSelection: InitialSelection;
  templates: ReturnType<typeof useTemplates>;
}

/**
 * The campaign form as it stands: its values (the name written or the default one), the
 * problems and the server's refusals by field, its reach after a pause, and its sending.
 */
export function useCampaignCreator(input: CreatorInput) {
  const { survey, action, channel, context, scopePath, unitTitle, reminderOf, templates } = input;
  const { t } = useTranslation();
  const locale = useLocale();
  const reminder = action === 'reminder';
  const [form, setForm] = useState<CampaignForm>(() => initialCampaignForm('', input.initialSelection));
  const [nameWritten, setNameWritten] = useState(false);
  const [checked, setChecked] = useState(false);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [conflict, setConflict] = useState<string | null>(null);
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

  const draft = campaignDraft(current, action, reminderOf?.id ?? null);
  const { reach, reachCount } = useCampaignReach(survey.extName, context, reminder ? scopePath : null, draft);

  const create = useCreateCampaign(context);
  const remind = useRemindCampaign(survey.extName, reminderOf?.id ?? 0);

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

  /** Sends the campaign; a refusal lands on its fields (or as a conflict) and is thrown on. */
  const send = async () => {
    if (!draft) return null;
    try {
      return reminder
        ? await remind.mutateAsync({ templateId: draft.templateId, scheduledAt: scheduledAtIso(current) })
        : await create.mutateAsync(campaignCreateBody(current, draft));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setConflict(errorMessage(failure));
      else setIssues(fieldIssues(failure, knownField));
      return null;
    }
  };

  return {
    form,
    current,
    problems,
    checked,
    check: () => setChecked(true),
    issues,
    conflict,
    change,
    error,
    draft,
    reach,
    reachCount,
    sending: create.isPending || remind.isPending,
    send,
  };
}
