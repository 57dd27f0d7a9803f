import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ALERT_CONDITION_OPERATORS } from '@opinio/domain/schemas/alerts';
import type { TQuestion } from '@opinio/domain/schemas/survey';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerTextField } from '@/lib/register-text-field.ts';
import { type AlertRuleFormApi, fieldMessage as says } from '../lib/alert-rule-form.ts';
import { OPERATOR_SYMBOL } from '../lib/alert-rule-text.ts';

/** The condition on the chosen question: keywords in a text, else a comparison with a value. */
export function AlertRuleComparisonFields({
  form,
  question,
  scripted,
}: {
  form: AlertRuleFormApi;
  question: TQuestion | undefined;
  scripted: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  // The condition may also be refused as a whole: that is about its value or words.
  const conditionError =
    errors.condition?.value ??
    errors.condition?.contains ??
    (errors.condition?.type ? (errors.condition as FieldError) : undefined);
  const scale =
    question?.type === 'number' && question.min !== null && question.max !== null
      ? t('alertRules.scale', { min: question.min, max: question.max })
      : undefined;
  return (
    <>
      {scripted ? null : question?.type === 'text' ? (
        <TextField
          label={t('alertRules.keywords')}
          {...registerTextField(form, 'condition.contains')}
          required
          placeholder={t('alertRules.keywordsPlaceholder')}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'alert-rule-keywords' } }}
          error={!!conditionError}
          helperText={says(conditionError, t('alertRules.keywordsRequired')) ?? t('alertRules.keywordsHelp')}
        />
      ) : (
        question && (
          <Stack direction="row" spacing={2}>
            <Controller
              control={form.control}
              name="condition.op"
              render={({ field }) => (
                <TextField
                  select
                  label={t('alertRules.operator')}
                  {...field}
                  sx={{ width: 160, flexShrink: 0 }}
                >
                  {ALERT_CONDITION_OPERATORS.map((o) => (
                    <MenuItem key={o} value={o}>
                      {`${OPERATOR_SYMBOL[o]}  ${t(`alertRules.op.${o}`)}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {question.type === 'choice' ? (
              <Controller
                control={form.control}
                name="condition.value"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('alertRules.value')}
                    {...field}
                    required
                    error={!!conditionError}
                    helperText={says(conditionError, t('alertRules.valueRequired'))}
                  >
                    {question.options.map((o) => (
                      <MenuItem key={o.value} value={String(o.value)}>
                        {o.title}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : (
              <TextField
                fullWidth
                type="number"
                label={t('alertRules.value')}
                {...registerTextField(form, 'condition.value')}
                required
                slotProps={{
                  htmlInput: {
                    min: question.min ?? undefined,
                    max: question.max ?? undefined,
                    'data-testid': 'alert-rule-value',
                  },
                }}
                error={!!conditionError}
                helperText={says(conditionError, t('alertRules.valueRequired')) ?? scale}
              />
            )}
          </Stack>
        )
      )}
    </>
  );
}
