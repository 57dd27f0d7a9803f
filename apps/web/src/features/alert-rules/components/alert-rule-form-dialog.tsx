import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LOCALES, resolveText } from '@opinio/domain/localized-text';
import {
  ALERT_CONDITION_OPERATORS,
  type TAlertRule,
  type TAlertRuleSave,
} from '@opinio/domain/schemas/alerts';
import { ZLocale } from '@opinio/domain/schemas/locale';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useId, useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useScripts } from '@/entities/survey-config/api/get-scripts.ts';
import { useLocale } from '@/lib/number-format.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useSaveAlertRule } from '../api/save-alert-rule.ts';
import {
  alertRuleFormDefaults,
  alertRuleFormSchema,
  SCRIPT_CONDITION,
  type TAlertRuleForm,
} from '../lib/alert-rule-form.ts';
import { OPERATOR_SYMBOL, questionLabel } from '../lib/alert-rule-text.ts';
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
  const titleId = useId();
  const translationsId = useId();
  const mainLocale = survey.defaultLocale;
  const schema = useMemo(() => alertRuleFormSchema(survey, existing?.id), [survey, existing?.id]);
  const form = useForm<TAlertRuleForm, unknown, TAlertRuleSave>({
    resolver: zodResolver(schema),
    defaultValues: alertRuleFormDefaults(survey, existing),
  });
  const { showError, rootError } = useFormErrors(form, { only: SERVER_FIELDS });
  const { errors } = form.formState;
  // A plain name is refused as a whole (`name`), a name per language by its variant (`name.fi`).
  const nameError =
    errors.name?.[mainLocale] ?? (errors.name?.type ? (errors.name as FieldError) : undefined);
  const save = useSaveAlertRule(survey.extName);
  const chosen = form.watch('condition.question');
  const question = survey.questions.find((q) => q.extName === chosen);
  // Scripts are root's: others see a script condition, and may replace it by a question's.
  const isRoot = !!useIdentity().data?.isRoot;
  const scripted = chosen === SCRIPT_CONDITION;
  const scripts = useScripts(survey.extName, survey.id, isRoot && scripted);
  const conditionScripts = (scripts.data ?? []).filter((x) => x.purpose === 'alertCondition');

  /** A check of the form is worded here; the server's own message is shown as it is. */
  const says = (error: FieldError | undefined, wording: string) =>
    error && (error.type === 'server' ? error.message : wording);
  // The condition may also be refused as a whole: that is about its value or words.
  const conditionError =
    errors.condition?.value ??
    errors.condition?.contains ??
    (errors.condition?.type ? (errors.condition as FieldError) : undefined);

  const scale =
    question?.type === 'number' && question.min !== null && question.max !== null
      ? t('alertRules.scale', { min: question.min, max: question.max })
      : undefined;

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
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {existing ? t('alertRules.editTitle') : t('alertRules.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('alertRules.name')}
              {...registerTextField(form, `name.${mainLocale}`)}
              required
              autoFocus
              placeholder={t('alertRules.namePlaceholder')}
              slotProps={{
                htmlInput: { maxLength: 200, lang: mainLocale, 'data-testid': 'alert-rule-name' },
              }}
              error={!!nameError}
              helperText={
                says(nameError, t('alertRules.nameRequired')) ??
                t('alertRules.nameHelp', { language: t(`language.${mainLocale}`) })
              }
            />
            <Stack
              component="fieldset"
              spacing={1.5}
              aria-describedby={translationsId}
              sx={{ border: 0, p: 0, m: 0 }}
            >
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {t('alertRules.translations')}
              </FormLabel>
              {LOCALES.filter((l) => l !== mainLocale).map((l) => (
                <TextField
                  key={l}
                  size="small"
                  label={t(`language.${l}`)}
                  {...registerTextField(form, `name.${l}`)}
                  slotProps={{
                    htmlInput: { maxLength: 200, lang: l, 'data-testid': `alert-rule-name-${l}` },
                  }}
                  error={!!errors.name?.[l]}
                  helperText={errors.name?.[l]?.message}
                />
              ))}
              <FormHelperText id={translationsId} sx={{ mt: 0 }}>
                {t('alertRules.translationsHelp')}
              </FormHelperText>
            </Stack>
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
            {scripted ? null : question?.type === 'text' ? (
              <TextField
                label={t('alertRules.keywords')}
                {...registerTextField(form, 'condition.contains')}
                required
                placeholder={t('alertRules.keywordsPlaceholder')}
                slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'alert-rule-keywords' } }}
                error={!!conditionError}
                helperText={
                  says(conditionError, t('alertRules.keywordsRequired')) ?? t('alertRules.keywordsHelp')
                }
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
            {!scripted && question && question.type !== 'text' && (
              <AlertRuleTopicsField
                survey={survey}
                control={form.control}
                error={errors.condition?.topics?.message}
              />
            )}
            <TextField
              type="number"
              label={t('alertRules.dueHours')}
              {...registerTextField(form, 'dueHours')}
              required
              sx={{ maxWidth: 240 }}
              slotProps={{ htmlInput: { min: 1, max: 8760, 'data-testid': 'alert-rule-due' } }}
              error={!!errors.dueHours}
              helperText={
                says(errors.dueHours, t('alertRules.dueHoursRange')) ?? t('alertRules.dueHoursHelp')
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
                      control={
                        <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                      }
                      label={t(`alertRules.${name}Help`)}
                    />
                  )}
                />
              ))}
            </Stack>
            {rootError && <Alert severity="error">{rootError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('alertRules.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {existing ? t('alertRules.save') : t('alertRules.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
