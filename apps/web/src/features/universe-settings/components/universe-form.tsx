import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@opinio/domain/localized-text';
import type { TUniverseData } from '@opinio/domain/schemas/survey-admin';
import type { ReactNode } from 'react';
import { Controller, type FieldError, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useSaveUniverseData } from '../api/save-universe-data.ts';
import {
  type UniverseForm as TUniverseForm,
  universeFormDefaults,
  universeFormSchema,
  universeProblem,
} from '../lib/universe-form-values.ts';
import { SsoClientsFields } from './sso-clients-fields.tsx';

interface UniverseFormProps {
  contextSurvey: string;
  surveyId: number;
  data: TUniverseData;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The settings as a form: saved all at once, a refused field shown at the field. */
export function UniverseForm({ contextSurvey, surveyId, data }: UniverseFormProps) {
  const { t } = useTranslation();
  const form = useForm<TUniverseForm, unknown, TUniverseData>({
    resolver: zodResolver(universeFormSchema),
    defaultValues: universeFormDefaults(data),
  });
  const { showError, rootError } = useFormErrors(form, {
    focus: true,
    // the address of no forwarding page has no field on screen
    shows: (field) => field !== 'forwardingUrl' || forwarding !== '',
  });
  const save = useSaveUniverseData(contextSurvey, surveyId);
  const { isDirty } = form.formState;
  const forwarding = form.watch('forwarding');

  /** The server's message as it is; a check of the form worded by the kind of field. */
  const problem = (path: string, error: FieldError | undefined) =>
    error && (error.type === 'server' ? error.message : t(`universe.problem.${universeProblem(path)}`));

  const text = (
    name: FieldPath<TUniverseForm>,
    label: string,
    options: { help?: string; type?: string; maxLength?: number } = {},
  ) => {
    const error = form.getFieldState(name, form.formState).error as FieldError | undefined;
    return (
      <TextField
        label={label}
        {...registerTextField(form, name)}
        type={options.type}
        error={!!error}
        helperText={problem(name, error) ?? options.help}
        slotProps={{
          htmlInput: {
            maxLength: options.maxLength ?? 2000,
            autoComplete: 'off',
            'data-testid': `universe-${name}`,
          },
        }}
      />
    );
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showSnackbar(t('universe.saved'), 'success');
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3}>
      <Group title={t('universe.general')}>
        <Box sx={grid}>
          {text('title', t('universe.name'), { maxLength: 200 })}
          <Controller
            control={form.control}
            name="defaultLocale"
            render={({ field: { ref, ...field } }) => (
              <TextField
                select
                label={t('universe.defaultLocale')}
                inputRef={ref}
                {...field}
                helperText={t('universe.defaultLocaleHelp')}
              >
                {LOCALES.map((locale) => (
                  <MenuItem key={locale} value={locale}>
                    {t(`language.${locale}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
      </Group>
      <Group title={t('universe.forwarding')}>
        <Box sx={grid}>
          <Controller
            control={form.control}
            name="forwarding"
            render={({ field: { ref, ...field } }) => (
              <TextField
                select
                label={t('universe.forwardingPage')}
                inputRef={ref}
                {...field}
                helperText={t('universe.forwardingHelp')}
                slotProps={{ htmlInput: { 'data-testid': 'universe-forwarding' } }}
              >
                <MenuItem value="">{t('universe.forwarding.none')}</MenuItem>
                <MenuItem value="vgs">{t('universe.forwarding.vgs')}</MenuItem>
                <MenuItem value="finland">{t('universe.forwarding.finland')}</MenuItem>
              </TextField>
            )}
          />
          {forwarding !== '' &&
            text('forwardingUrl', t('universe.forwardingUrl'), {
              help: t('universe.httpsHelp'),
              type: 'url',
            })}
        </Box>
      </Group>
      <Group title={t('universe.branding')}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {t('universe.brandingIntro')}
        </Typography>
        <Box sx={grid}>
          {text('primaryColor', t('universe.primaryColor'), {
            help: t('universe.primaryColorHelp'),
            maxLength: 7,
          })}
          {text('logoUrl', t('universe.logoUrl'), { help: t('universe.logoUrlHelp'), type: 'url' })}
        </Box>
      </Group>
      <Group title={t('universe.support')}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {t('universe.supportIntro')}
        </Typography>
        <Box sx={grid}>
          {text('support.faqUrl', t('universe.faqUrl'), { help: t('universe.httpsHelp'), type: 'url' })}
          {text('support.helpDeskUrl', t('universe.helpDeskUrl'), {
            help: t('universe.httpsHelp'),
            type: 'url',
          })}
          {text('support.email', t('universe.email'), { type: 'email', maxLength: 200 })}
          {text('support.phone', t('universe.phone'), { type: 'tel', maxLength: 50 })}
          {text('support.openingHours', t('universe.openingHours'), {
            help: t('universe.openingHoursHelp'),
            maxLength: 200,
          })}
        </Box>
      </Group>
      <Group title={t('universe.sso')}>
        <SsoClientsFields form={form} problem={problem} />
      </Group>
      {rootError && <Alert severity="error">{rootError}</Alert>}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || !isDirty}
          data-testid="universe-save"
        >
          {t('universe.save')}
        </Button>
        <Button onClick={() => form.reset()} disabled={save.isPending || !isDirty}>
          {t('universe.undo')}
        </Button>
      </Stack>
    </Stack>
  );
}
