import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useScripts } from '@/entities/survey-config/api/get-scripts.ts';
import { type AlertRuleFormApi, SCRIPT_CONDITION, fieldMessage as says } from '../lib/alert-rule-form.ts';
import { questionLabel } from '../lib/alert-rule-text.ts';

interface AlertRuleQuestionFieldProps {
  form: AlertRuleFormApi;
  survey: TSurvey;
  existing?: TAlertRule;
  isRoot: boolean;
}

/** What the rule watches: one of the survey's questions, or (root users') a script that decides. */
export function AlertRuleQuestionField({ form, survey, existing, isRoot }: AlertRuleQuestionFieldProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const scripted = form.watch('condition.question') === SCRIPT_CONDITION;
  // Scripts are root's: others see a script condition, and may replace it by a question's.
  const scripts = useScripts(survey.extName, survey.id, isRoot && scripted);
  const conditionScripts = (scripts.data ?? []).filter((x) => x.purpose === 'alertCondition');
  return (
    <>
      <Controller
        control={form.control}
        name="condition.question"
        render={({ field }) => (
          <TextField
            select
            label={t('alertRules.question')}
            {...field}
            onChange={(e) => {
              field.onChange(e.target.value);
              form.setValue('condition.value', '');
              form.clearErrors();
            }}
            required
            slotProps={{ htmlInput: { 'data-testid': 'alert-rule-question' } }}
            error={!!errors.condition?.question}
            helperText={says(errors.condition?.question, t('alertRules.questionRequired'))}
          >
            {survey.questions.map((q) => (
              <MenuItem key={q.extName} value={q.extName}>
                {questionLabel(survey, q)}
              </MenuItem>
            ))}
            {(isRoot || (existing && 'script' in existing.condition)) && (
              <MenuItem value={SCRIPT_CONDITION}>{t('alertRules.scriptOption')}</MenuItem>
            )}
          </TextField>
        )}
      />
      {scripted && !isRoot && (
        <Alert severity="info">
          {t('alertRules.scriptRootOnly', { id: form.getValues('condition.script') })}
        </Alert>
      )}
      {scripted && isRoot && (
        <Controller
          control={form.control}
          name="condition.script"
          render={({ field }) => (
            <TextField
              select
              label={t('alertRules.script')}
              {...field}
              required
              disabled={scripts.isPending}
              slotProps={{ htmlInput: { 'data-testid': 'alert-rule-script' } }}
              error={!!errors.condition?.script || (scripts.isSuccess && conditionScripts.length === 0)}
              helperText={
                says(errors.condition?.script, t('alertRules.scriptRequired')) ??
                (scripts.isSuccess && conditionScripts.length === 0
                  ? t('alertRules.scriptNone')
                  : t('alertRules.scriptHelp'))
              }
            >
              {conditionScripts.map((x) => (
                <MenuItem key={x.id} value={String(x.id)}>
                  {x.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
    </>
  );
}
