import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '@/components/date-time-field.tsx';
import type { CampaignForm } from '../../lib/campaign-form.ts';

interface SendingFieldsProps {
  form: CampaignForm;
  onChange: (changes: Partial<CampaignForm>) => void;
  errors: { scheduledAt: string; throttlePerMinute: string; reminderAfterDays: string };
  /** A reminder started by hand has only its start time. */
  reminderMode: boolean;
  /** The picker of the follow-up reminder's template. */
  reminderTemplate?: ReactNode;
}

/** A `datetime-local` value of a time (the browser's time zone, to the minute). */
function localInputValue(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** When the campaign starts, how fast it goes, and the reminder that follows it. */
export function SendingFields({
  form,
  onChange,
  errors,
  reminderMode,
  reminderTemplate,
}: SendingFieldsProps) {
  const { t } = useTranslation();
  const scheduleLabelId = useId();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={scheduleLabelId}>{t('campaigns.create.when')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={scheduleLabelId}
          value={form.schedule}
          onChange={(event) => onChange({ schedule: event.target.value as CampaignForm['schedule'] })}
        >
          <FormControlLabel
            value="now"
            control={<Radio />}
            label={t('campaigns.create.now')}
            data-testid="campaign-now"
          />
          <FormControlLabel
            value="later"
            control={<Radio />}
            label={t('campaigns.create.later')}
            data-testid="campaign-later"
          />
        </RadioGroup>
      </FormControl>
      {form.schedule === 'later' && (
        <DateTimeField
          label={t('campaigns.create.startAt')}
          value={form.scheduledAt}
          onChange={(scheduledAt) => onChange({ scheduledAt })}
          min={localInputValue(new Date())}
          required
          error={errors.scheduledAt !== ''}
          helperText={errors.scheduledAt || t('campaigns.create.startAtHelp')}
          sx={{ maxWidth: 320 }}
          testId="campaign-start-at"
        />
      )}
      {!reminderMode && (
        <>
          <TextField
            label={t('campaigns.create.throttle')}
            value={form.throttle}
            onChange={(event) => onChange({ throttle: event.target.value })}
            error={errors.throttlePerMinute !== ''}
            helperText={errors.throttlePerMinute || t('campaigns.create.throttleHelp')}
            sx={{ maxWidth: 360 }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 5, 'data-testid': 'campaign-throttle' },
            }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.reminder}
                onChange={(event) => onChange({ reminder: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'campaign-reminder' } as object }}
              />
            }
            label={t('campaigns.create.reminder')}
          />
          {form.reminder && (
            <Stack spacing={2} sx={{ pl: { sm: 4 } }}>
              <TextField
                label={t('campaigns.create.reminderAfter')}
                value={form.reminderAfterDays}
                onChange={(event) => onChange({ reminderAfterDays: event.target.value })}
                error={errors.reminderAfterDays !== ''}
                helperText={errors.reminderAfterDays || t('campaigns.create.reminderAfterHelp')}
                sx={{ maxWidth: 360 }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 2, 'data-testid': 'campaign-reminder-days' },
                }}
              />
              {reminderTemplate}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
