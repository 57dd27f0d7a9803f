import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TMetaPropertySave, TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { useId, useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useSaveMetaProperty } from '../api/save-meta-property.ts';
import {
  changesSomething,
  type MetaPropertyForm,
  metaPropertyFormDefaults,
  metaPropertyFormSchema,
} from '../lib/meta-property-form.ts';
import { useProblemText } from './form-problem.ts';
import { LocalizedTextFields } from './localized-text-fields.tsx';
import { OptionsEditor } from './options-editor.tsx';

const TYPES = ['number', 'choice', 'text'] as const;
const NEW_SOURCES = ['background', 'computed'] as const;

interface QuestionDialogProps {
  contextSurvey: string;
  surveyId: number;
  /** Editing this question or variable; without it, a new variable. */
  existing?: TMetaQuestion;
  onClose(): void;
}

/**
 * A question's or variable's properties: texts by language, scale or options, role, hidden,
 * and for a question of the questionnaire its wording, a scale's end labels and its page.
 */
export function QuestionDialog({ contextSurvey, surveyId, existing, onClose }: QuestionDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hiddenHelpId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const problemText = useProblemText();
  const schema = useMemo(() => metaPropertyFormSchema(existing), [existing]);
  const form = useForm<MetaPropertyForm, unknown, TMetaPropertySave>({
    resolver: zodResolver(schema),
    defaultValues: metaPropertyFormDefaults(existing),
  });
  const { errors } = form.formState;
  const save = useSaveMetaProperty(contextSurvey, surveyId);
  const type = form.watch('type');
  // questions of the questionnaire: how it asks them
  const asked = form.watch('source') === 'answer';
  const localizedError = (name: 'wording' | 'lowLabel' | 'highLabel') => (l: 'en' | 'fi' | 'sv') =>
    problemText((errors[name] as Record<string, FieldError> | undefined)?.[l]);
  const titleError = errors.title as (FieldError & Record<string, FieldError>) | undefined;

  /** Whether the dialog shows a field, so that a refusal naming it can be shown there. */
  const shown = (field: string) => {
    const name = field.split('.')[0];
    if (name === 'extName' || name === 'type' || name === 'source') return !existing;
    if (name === 'min' || name === 'max') return type === 'number';
    if (name === 'options') return type === 'choice';
    if (name === 'wording' || name === 'page') return asked;
    if (name === 'lowLabel' || name === 'highLabel') return asked && type === 'number';
    return name !== 'role' || type !== 'text';
  };
  const { showError, rootError } = useFormErrors(form, { focus: true, shows: shown });

  const submit = form.handleSubmit(async (body) => {
    if (!changesSomething(body)) return onClose();
    try {
      await save.mutateAsync(body);
      showSnackbar(t(existing ? 'metadata.saved' : 'metadata.created', { name: body.extName }), 'success');
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <FormDialog
      title={existing ? t('metadata.editTitle', { name: existing.extName }) : t('metadata.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      cancelLabel={t('metadata.cancel')}
      submitLabel={existing ? t('metadata.save') : t('metadata.create')}
      submitTestId="meta-save"
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {existing && existing.answers > 0 && (
            <Alert severity="info" variant="outlined">
              {t('metadata.answersStored', {
                count: existing.answers,
                shown: formatNumber(existing.answers, locale),
              })}
            </Alert>
          )}
          {!existing && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
              <TextField
                label={t('metadata.extName')}
                {...registerTextField(form, 'extName')}
                required
                autoFocus
                error={!!errors.extName}
                helperText={problemText(errors.extName) ?? t('metadata.extNameHelp')}
                slotProps={{
                  htmlInput: {
                    maxLength: 63,
                    spellCheck: false,
                    autoCapitalize: 'none',
                    'data-testid': 'meta-extName',
                  },
                }}
              />
              <Controller
                control={form.control}
                name="source"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('metadata.source')}
                    {...field}
                    helperText={t(`metadata.sourceHelp.${field.value}`)}
                  >
                    {NEW_SOURCES.map((source) => (
                      <MenuItem key={source} value={source}>
                        {t(`metadata.source.${source}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <TextField select label={t('metadata.type')} {...field}>
                    {TYPES.map((value) => (
                      <MenuItem key={value} value={value}>
                        {t(`metadata.type.${value}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
          )}
          <LocalizedTextFields
            legend={t('metadata.titles')}
            help={t('metadata.titlesHelp')}
            stacked
            field={(l) => registerTextField(form, `title.${l}`)}
            error={(l) =>
              problemText(titleError?.[l] ?? (l === 'en' && titleError?.type ? titleError : undefined))
            }
            testId="meta-title"
          />
          {type === 'number' && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px' } }}>
              {(['min', 'max'] as const).map((name) => (
                <TextField
                  key={name}
                  label={t(`metadata.${name}`)}
                  {...registerTextField(form, name)}
                  error={!!errors[name]}
                  helperText={problemText(errors[name])}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `meta-${name}` } }}
                />
              ))}
            </Box>
          )}
          {type === 'choice' && <OptionsEditor form={form} />}
          {asked && (
            <LocalizedTextFields
              legend={t('metadata.wording')}
              help={t('metadata.wordingHelp')}
              stacked
              field={(l) => registerTextField(form, `wording.${l}`)}
              error={localizedError('wording')}
              testId="meta-wording"
            />
          )}
          {asked && type === 'number' && (
            <>
              <LocalizedTextFields
                legend={t('metadata.lowLabel')}
                help={t('metadata.endLabelHelp')}
                maxLength={60}
                field={(l) => registerTextField(form, `lowLabel.${l}`)}
                error={localizedError('lowLabel')}
                testId="meta-lowLabel"
              />
              <LocalizedTextFields
                legend={t('metadata.highLabel')}
                help={t('metadata.endLabelHelp')}
                maxLength={60}
                field={(l) => registerTextField(form, `highLabel.${l}`)}
                error={localizedError('highLabel')}
                testId="meta-highLabel"
              />
            </>
          )}
          {asked && (
            <TextField
              label={t('metadata.page')}
              {...registerTextField(form, 'page')}
              error={!!errors.page}
              helperText={problemText(errors.page) ?? t('metadata.pageHelp')}
              sx={{ maxWidth: { sm: 420 } }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'meta-page' } }}
            />
          )}
          {type !== 'text' && (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <TextField
                  select
                  label={t('metadata.role')}
                  {...field}
                  sx={{ maxWidth: { sm: 420 } }}
                  error={!!errors.role}
                  helperText={problemText(errors.role) ?? t('metadata.roleHelp')}
                  slotProps={{ htmlInput: { 'data-testid': 'meta-role' } }}
                >
                  <MenuItem value="">{t('metadata.role.none')}</MenuItem>
                  <MenuItem value="nps">{t('metadata.role.nps')}</MenuItem>
                  <MenuItem value="csat">{t('metadata.role.csat')}</MenuItem>
                </TextField>
              )}
            />
          )}
          <Controller
            control={form.control}
            name="hidden"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      slotProps={{ input: { 'aria-describedby': hiddenHelpId } }}
                    />
                  }
                  label={t('metadata.hidden')}
                />
                <FormHelperText id={hiddenHelpId} sx={{ mt: 0 }}>
                  {t('metadata.hiddenHelp')}
                </FormHelperText>
              </Box>
            )}
          />
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </Stack>
      </DialogContent>
    </FormDialog>
  );
}
