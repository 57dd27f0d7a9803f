import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiBody } from '@opinio/domain/api/api-route';
import type { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { resolveText } from '@opinio/domain/localized-text';
import { ZLocale } from '@opinio/domain/schemas/locale';
import type { TMetaInterviewData, TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useSaveMetaInterviewData } from '../api/save-meta-interview-data.ts';
import {
  type InterviewDataForm,
  interviewDataFormDefaults,
  interviewDataFormSchema,
} from '../lib/interview-data-form.ts';

interface InterviewValuesFormProps {
  contextSurvey: string;
  surveyId: number;
  data: TMetaInterviewData;
  questions: readonly TMetaQuestion[];
}

type Saved = ApiBody<typeof surveyAdminApi.metaInterviewDataSave>;

/** The interview's variables: background ones as fields to change, computed ones as the scripts left them. */
export function InterviewValuesForm({ contextSurvey, surveyId, data, questions }: InterviewValuesFormProps) {
  const { t } = useTranslation();
  const locale = ZLocale.catch('en').parse(useLocale());
  const schema = useMemo(() => interviewDataFormSchema(data, questions), [data, questions]);
  const form = useForm<InterviewDataForm, unknown, Saved>({
    resolver: zodResolver(schema),
    defaultValues: interviewDataFormDefaults(data, questions),
  });
  const { showError, rootError } = useFormErrors(form, { focus: true, shows: (field) => field !== 'values' });
  const save = useSaveMetaInterviewData(contextSurvey, surveyId);
  const { errors, isDirty } = form.formState;
  const background = data.values.some((v) => v.source === 'background');

  const problem = (error: FieldError | undefined) =>
    error && (error.type === 'server' ? error.message : t('metadata.interview.number'));

  const submit = form.handleSubmit(async (body) => {
    if (Object.keys(body.values).length === 0) return;
    try {
      await save.mutateAsync(body);
      showSnackbar(t('metadata.interview.saved', { id: data.interviewId }), 'success');
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="meta-interview-values">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {data.values.map((value) => {
          const question = questions.find((q) => q.extName === value.extName);
          const name = `values.${value.extName}` as const;
          const label = question
            ? `${value.extName} · ${resolveText(question.title, locale, 'en')}`
            : value.extName;
          const computed = value.source !== 'background';
          const error = errors.values?.[value.extName];
          const helper = problem(error) ?? t(`metadata.source.${value.source}`);
          return (
            <Controller
              key={value.extName}
              control={form.control}
              name={name}
              render={({ field: { ref, ...field } }) =>
                question?.type === 'choice' && !computed ? (
                  <TextField
                    select
                    size="small"
                    label={label}
                    inputRef={ref}
                    {...field}
                    error={!!error}
                    helperText={helper}
                  >
                    <MenuItem value="">{t('metadata.interview.noValue')}</MenuItem>
                    {question.options.map((option) => (
                      <MenuItem key={option.value} value={String(option.value)}>
                        {`${option.value} · ${resolveText(option.title, locale, 'en')}`}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <TextField
                    size="small"
                    label={label}
                    inputRef={ref}
                    {...field}
                    error={!!error}
                    helperText={computed ? t('metadata.interview.computedHelp') : helper}
                    slotProps={{
                      input: { readOnly: computed },
                      htmlInput: {
                        inputMode: question?.type === 'text' ? 'text' : 'decimal',
                        maxLength: 4000,
                        'data-testid': `meta-value-${value.extName}`,
                      },
                    }}
                  />
                )
              }
            />
          );
        })}
      </Box>
      {rootError && <Alert severity="error">{rootError}</Alert>}
      {background && (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty || save.isPending}
            data-testid="meta-values-save"
          >
            {t('metadata.interview.save')}
          </Button>
          <Button onClick={() => form.reset()} disabled={!isDirty || save.isPending}>
            {t('metadata.interview.undo')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
