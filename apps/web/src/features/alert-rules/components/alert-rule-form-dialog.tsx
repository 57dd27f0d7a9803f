import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { LOCALES, resolveText } from '@opinio/domain/localized-text';
import type { TAlertRule, TAlertRuleSave } from '@opinio/domain/schemas/alerts';
import { ZLocale } from '@opinio/domain/schemas/locale';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useSaveAlertRule } from '../api/save-alert-rule.ts';
import {
  alertRuleFormDefaults,
  alertRuleFormSchema,
  SCRIPT_CONDITION,
  type TAlertRuleForm,
} from '../lib/alert-rule-form.ts';
import { AlertRuleComparisonFields } from './alert-rule-comparison-fields.tsx';
import { AlertRuleNameFields } from './alert-rule-name-fields.tsx';
import { AlertRuleQuestionField } from './alert-rule-question-field.tsx';
import { AlertRuleSettingsFields } from './alert-rule-settings-fields.tsx';
import { AlertRuleTopicsField } from './alert-rule-topics-field.tsx';

interface AlertRuleFormDialogProps {
  survey: TSurvey;
  /** Editing this rule; without it, a new rule. */
  existing?: TAlertRule;
  onClose(): void;
}

const SERVER_FIELDS: readonly string[] = [
  'name',
  ...LOCALES.map((locale) => `name.${locale}`),
  'condition.question',
  'condition.value',
  'condition.contains',
  'condition.script',
  'condition.topics',
  'dueHours',
];

/**
 * Create or edit a rule: its name (in the survey's language, and optionally translated), the
 * condition on one question (with a comparison, optionally topics the comment mentions), due
 * time, mail and whether it runs.
 */
export function AlertRuleFormDialog({ survey, existing, onClose }: AlertRuleFormDialogProps) {
  const { t } = useTranslation();
  const locale = ZLocale.catch('en').parse(useLocale());
  const mainLocale = survey.defaultLocale;
  const schema = useMemo(() => alertRuleFormSchema(survey, existing?.id), [survey, existing?.id]);
  const form = useForm<TAlertRuleForm, unknown, TAlertRuleSave>({
    resolver: zodResolver(schema),
    defaultValues: alertRuleFormDefaults(survey, existing),
  });
  const { showError, rootError } = useFormErrors(form, { only: SERVER_FIELDS });
  const { errors } = form.formState;
  const save = useSaveAlertRule(survey.extName);
  const chosen = form.watch('condition.question');
  const question = survey.questions.find((q) => q.extName === chosen);
  const isRoot = !!useIdentity().data?.isRoot;
  const scripted = chosen === SCRIPT_CONDITION;

  const submit = form.handleSubmit(async (rule) => {
    try {
      await save.mutateAsync(rule);
      showSnackbar(t('alertRules.saved', { name: resolveText(rule.name, locale, mainLocale) }), 'success');
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <FormDialog
      title={existing ? t('alertRules.editTitle') : t('alertRules.createTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      cancelLabel={t('alertRules.cancel')}
      submitLabel={existing ? t('alertRules.save') : t('alertRules.createSubmit')}
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <AlertRuleNameFields form={form} mainLocale={mainLocale} />
          <AlertRuleQuestionField form={form} survey={survey} existing={existing} isRoot={isRoot} />
          <AlertRuleComparisonFields form={form} question={question} scripted={scripted} />
          {!scripted && question && question.type !== 'text' && (
            <AlertRuleTopicsField
              survey={survey}
              control={form.control}
              error={errors.condition?.topics?.message}
            />
          )}
          <AlertRuleSettingsFields form={form} />
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </Stack>
      </DialogContent>
    </FormDialog>
  );
}
