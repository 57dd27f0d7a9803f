import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TChannel } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import type { useTemplates } from '../../api/get-templates.ts';
import type { CampaignForm, CampaignFormField } from '../../lib/campaign-form.ts';
import { type FieldIssues, issueText } from '../../lib/field-issues.ts';
import { useCampaignPermissions } from '../../lib/use-campaign-permissions.ts';
import { ContactFields } from './contact-fields.tsx';
import { SendingFields } from './sending-fields.tsx';
import { TemplatePicker } from './template-picker.tsx';

interface CreatorFieldsProps {
  survey: string;
  channel: TChannel;
  reminder: boolean;
  templates: ReturnType<typeof useTemplates>;
  /** The form as it stands (with the name shown). */
  form: CampaignForm;
  onChange: (changes: Partial<CampaignForm>) => void;
  error: (field: CampaignFormField) => string;
  issues: FieldIssues;
}

/** The campaign's message, its contacts (not a reminder's) and its sending, each in a panel. */
export function CreatorFields(props: CreatorFieldsProps) {
  const { survey, channel, reminder, templates, form, onChange, error, issues } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const permissions = useCampaignPermissions();
  const returnTo = `${location.pathname}${location.search}`;
  const picker = {
    survey,
    channel,
    query: templates,
    returnTo,
    canWriteTemplates: permissions.manageTemplates,
  };
  return (
    <Stack spacing={2}>
      <Panel title={t('campaigns.create.message')} testId="campaign-create-message">
        {!reminder && (
          <TextField
            label={t('campaigns.create.name')}
            value={form.name}
            onChange={(event) => onChange({ name: event.target.value })}
            required
            fullWidth
            error={error('name') !== ''}
            helperText={error('name') || t('campaigns.create.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'campaign-name' } }}
          />
        )}
        <TemplatePicker
          {...picker}
          value={form.templateId}
          onChange={(templateId) => onChange({ templateId })}
          label={t('campaigns.create.template')}
          error={error('templateId')}
          testId="campaign-template"
        />
      </Panel>
      {!reminder && (
        <Panel title={t('campaigns.create.contacts')} testId="campaign-create-contacts">
          <ContactFields form={form} onChange={onChange} quarantineError={error('quarantineDays')} />
        </Panel>
      )}
      <Panel title={t('campaigns.create.sending')} testId="campaign-create-sending">
        <SendingFields
          form={form}
          onChange={onChange}
          reminderMode={reminder}
          errors={{
            scheduledAt: error('scheduledAt'),
            throttlePerMinute: error('throttlePerMinute'),
            reminderAfterDays: error('reminderAfterDays'),
          }}
          reminderTemplate={
            <TemplatePicker
              {...picker}
              value={form.reminderTemplateId}
              onChange={(reminderTemplateId) => onChange({ reminderTemplateId })}
              label={t('campaigns.create.reminderTemplate')}
              emptyLabel={t('campaigns.create.sameTemplate')}
              error={issueText(issues, 'reminderTemplateId')}
              testId="campaign-reminder-template"
            />
          }
        />
      </Panel>
    </Stack>
  );
}
