import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerTextField } from '@/lib/register-text-field.ts';
import { type AlertRuleFormApi, fieldMessage } from '../lib/alert-rule-form.ts';

/** When an alert of the rule is due, whether it is mailed, and whether the rule runs. */
export function AlertRuleSettingsFields({ form }: { form: AlertRuleFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        type="number"
        label={t('alertRules.dueHours')}
        {...registerTextField(form, 'dueHours')}
        required
        sx={{ maxWidth: 240 }}
        slotProps={{ htmlInput: { min: 1, max: 8760, 'data-testid': 'alert-rule-due' } }}
        error={!!errors.dueHours}
        helperText={
          fieldMessage(errors.dueHours, t('alertRules.dueHoursRange')) ?? t('alertRules.dueHoursHelp')
        }
      />
      <Stack>
        {(['notify', 'enabled'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t(`alertRules.${name}Help`)}
              />
            )}
          />
        ))}
      </Stack>
    </>
  );
}
