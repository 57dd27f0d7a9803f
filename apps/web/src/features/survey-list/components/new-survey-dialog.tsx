import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pathFor } from '@opinio/domain/routes';
import type { TSurveyListRow } from '@opinio/domain/schemas/survey-admin';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useCreateSurvey } from '../api/create-survey.ts';
import { useSurveyList } from '../api/get-survey-list.ts';
import {
  newSurveyErrorField,
  SURVEY_STARTS,
  surveyCreateBody,
  type TNewSurveyForm,
  ZNewSurveyForm,
} from '../lib/new-survey-form.ts';

interface NewSurveyDialogProps {
  contextSurvey: string;
  onClose: () => void;
}

/** A new survey in a universe: blank, from a template, or with another survey's configuration. */
export function NewSurveyDialog({ contextSurvey, onClose }: NewSurveyDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const identity = useIdentity().data;
  const surveys = useSurveyList(contextSurvey, '').data ?? [];
  const create = useCreateSurvey(contextSurvey);

  // the list's universes, and the ones without surveys yet that the user can open
  const universes = useMemo(() => {
    const byName = new Map<string, string>();
    for (const row of surveys) byName.set(row.universe, row.universeTitle);
    for (const universe of identity?.universes ?? [])
      if (!byName.has(universe.name)) byName.set(universe.name, universe.title);
    return [...byName]
      .map(([name, title]) => ({ name, title }))
      .sort((a, b) => a.title.localeCompare(b.title));
  }, [surveys, identity]);

  const form = useForm<TNewSurveyForm>({
    resolver: zodResolver(ZNewSurveyForm),
    defaultValues: {
      universe: identity?.universe ?? '',
      extName: '',
      title: '',
      start: 'blank',
      copyOf: null,
    },
  });
  const { showError, rootError } = useFormErrors(form, {
    fieldOf: (error) => newSurveyErrorField(error.status, error.field),
    message: (error) =>
      error instanceof ApiError && error.status === 409 ? t('surveyList.create.taken') : errorMessage(error),
  });
  const { errors } = form.formState;
  const start = form.watch('start');

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(surveyCreateBody(values));
      showSnackbar(t('surveyList.create.done', { title: values.title }), 'success');
      onClose();
      navigate(pathFor('survey', { surveyExtName: contextSurvey, surveyId: String(created.id) }));
    } catch (error) {
      showError(error);
    }
  });

  const fieldError = (field: keyof TNewSurveyForm, fallback: string) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : fallback;
  };
  const universeError = fieldError('universe', t('surveyList.create.universeRequired'));
  const extNameError = fieldError('extName', t('surveyList.create.extNameRule'));
  const titleError = fieldError('title', t('surveyList.create.titleRequired'));
  const copyError = fieldError('copyOf', t('surveyList.create.copyRequired'));

  return (
    <FormDialog
      title={t('surveyList.create.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      cancelLabel={t('configuration.cancel')}
      submitLabel={create.isPending ? t('surveyList.create.creating') : t('surveyList.create.submit')}
      submitTestId="new-survey-submit"
      fullScreen={phone}
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="universe"
            render={({ field: { ref, ...field } }) => (
              <TextField
                select
                label={t('surveyList.create.universe')}
                {...field}
                inputRef={ref}
                required
                error={!!universeError}
                helperText={universeError}
                slotProps={{ htmlInput: { 'data-testid': 'new-survey-universe' } }}
              >
                {universes.map((universe) => (
                  <MenuItem key={universe.name} value={universe.name}>
                    {universe.title} ({universe.name})
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('surveyList.create.extName')}
            {...registerTextField(form, 'extName')}
            required
            autoFocus
            error={!!extNameError}
            helperText={extNameError ?? t('surveyList.create.extNameHelp')}
            slotProps={{
              htmlInput: {
                maxLength: 63,
                spellCheck: false,
                autoCapitalize: 'none',
                'data-testid': 'new-survey-extname',
              },
            }}
          />
          <TextField
            label={t('surveyList.create.surveyTitle')}
            {...registerTextField(form, 'title')}
            required
            error={!!titleError}
            helperText={titleError ?? t('surveyList.create.titleHelp')}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'new-survey-title' } }}
          />
          <FormControl>
            <FormLabel id={`${titleId}-start`}>{t('surveyList.create.start')}</FormLabel>
            <Controller
              control={form.control}
              name="start"
              render={({ field }) => (
                <RadioGroup aria-labelledby={`${titleId}-start`} {...field}>
                  {SURVEY_STARTS.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio />}
                      label={t(`surveyList.create.start.${option}`)}
                      data-testid={`new-survey-start-${option}`}
                    />
                  ))}
                </RadioGroup>
              )}
            />
          </FormControl>
          {start === 'copy' && (
            <Controller
              control={form.control}
              name="copyOf"
              render={({ field }) => (
                <Autocomplete<TSurveyListRow>
                  options={surveys}
                  value={surveys.find((row) => row.id === field.value) ?? null}
                  onChange={(_, row) => field.onChange(row?.id ?? null)}
                  onBlur={field.onBlur}
                  getOptionLabel={(row) => `${row.title} (${row.extName}) · ${row.universeTitle}`}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  noOptionsText={t('surveyList.empty')}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('surveyList.create.copyOf')}
                      required
                      error={!!copyError}
                      helperText={copyError ?? t('surveyList.create.copyHelp')}
                    />
                  )}
                />
              )}
            />
          )}
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </Stack>
      </DialogContent>
    </FormDialog>
  );
}
