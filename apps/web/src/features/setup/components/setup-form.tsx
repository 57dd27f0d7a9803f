import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@opinio/domain/schemas/auth';
import { type TLocale, ZLocale } from '@opinio/domain/schemas/locale';
import type { TFirstSetupDone } from '@opinio/domain/schemas/setup';
import { type ReactNode, useId } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useFirstSetup } from '../api/setup-api.ts';
import {
  fieldMessage,
  refusalMessage,
  type SetupFormOutput,
  type SetupFormValues,
  type SurveyTemplate,
  setupBody,
  ZSetupForm,
} from './setup-form-schema.ts';

/** What was created, with the titles the form gave it (the answer names it by its short names). */
export interface SetupResult {
  done: TFirstSetupDone;
  universeTitle: string;
  surveyTitle: string | null;
}

interface SetupFormProps {
  onDone: (result: SetupResult) => void;
  /** "Sign in", for the refusal that says the setup is done already. */
  onSignIn: () => void;
}

const TEMPLATES: readonly SurveyTemplate[] = ['cx', 'nps'];

/**
 * The first setup's form: the setup token, the organisation, its administrator and a first
 * survey from a template (on by default). Checked as the server checks it; a field the
 * server refuses is shown at that field, a wrong token or a setup done already above the button.
 */
export function SetupForm({ onDone, onSignIn }: SetupFormProps) {
  const { t } = useTranslation();
  const uiLocale: TLocale = ZLocale.safeParse(useLocale()).data ?? 'en';
  const run = useFirstSetup();
  const form = useForm<SetupFormValues, unknown, SetupFormOutput>({
    resolver: zodResolver(ZSetupForm) as unknown as Resolver<SetupFormValues, unknown, SetupFormOutput>,
    defaultValues: {
      token: '',
      universe: { name: '', title: '', defaultLocale: uiLocale },
      administrator: {
        username: '',
        email: '',
        firstName: '',
        lastName: '',
        password: '',
        locale: uiLocale,
      },
      withSurvey: true,
      survey: { template: 'cx', extName: 'cx', title: t('setup.templateTitle.cx') },
    },
  });
  const withSurvey = form.watch('withSurvey');
  const { showError, rootError } = useFormErrors(form, {
    // the survey's fields take no error while they are not asked for
    shows: (field) => !field.startsWith('survey.') || form.getValues('withSurvey'),
    message: (error) => refusalMessage(t, error),
    focus: true,
  });
  const { errors } = form.formState;
  const refusal = run.error instanceof ApiError ? run.error.code : null;
  const ids = { token: useId(), organisation: useId(), administrator: useId(), survey: useId() };
  const templateLabelId = useId();

  /** A text field's error and its help: the error in place of the help while there is one. */
  const messages = (field: FieldPath<SetupFormValues>, help?: string) => {
    const path = field.split('.');
    let error: unknown = errors;
    for (const part of path) error = (error as Record<string, unknown> | undefined)?.[part];
    const message = fieldMessage(t, field, error as never, form.getValues(field));
    return { error: message !== undefined, helperText: message ?? help };
  };

  const submit = form.handleSubmit(async (values) => {
    if (run.isPending) return;
    try {
      const done = await run.mutateAsync(setupBody(values));
      onDone({
        done,
        universeTitle: values.universe.title,
        surveyTitle: values.withSurvey ? values.survey.title : null,
      });
    } catch (error) {
      showError(error);
      // a wrong token is the token's to change
      if (error instanceof ApiError && error.code === 'setup_token_wrong') form.setFocus('token');
    }
  });

  /** Another template: the short name and title follow it while they are the template's own. */
  function chooseTemplate(next: SurveyTemplate) {
    const before = form.getValues('survey.template');
    if (form.getValues('survey.extName') === before) form.setValue('survey.extName', next);
    if (form.getValues('survey.title') === t(`setup.templateTitle.${before}`))
      form.setValue('survey.title', t(`setup.templateTitle.${next}`));
    form.setValue('survey.template', next);
  }

  const languageField = (
    name: 'universe.defaultLocale' | 'administrator.locale',
    label: string,
    help?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          helperText={help}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': `setup-${name.replace('.', '-')}` } }}
        >
          {ZLocale.options.map((locale) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {t(`language.${locale}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <form onSubmit={submit} noValidate data-testid="setup-form">
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Section id={ids.token} title={t('setup.section.token')}>
            <TextField
              label={t('setup.token')}
              required
              {...registerTextField(form, 'token')}
              {...messages('token', t('setup.tokenHelp'))}
              fullWidth
              autoComplete="off"
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': 'setup-token', maxLength: 200, spellCheck: false } }}
            />
          </Section>

          <Section id={ids.organisation} title={t('setup.section.organisation')}>
            <Pair>
              <TextField
                label={t('setup.universeTitle')}
                required
                {...registerTextField(form, 'universe.title')}
                {...messages('universe.title', t('setup.universeTitleHelp'))}
                fullWidth
                autoComplete="organization"
                slotProps={{ htmlInput: { 'data-testid': 'setup-universe-title', maxLength: 200 } }}
              />
              <TextField
                label={t('setup.universeName')}
                required
                {...registerTextField(form, 'universe.name')}
                {...messages('universe.name', t('setup.universeNameHelp'))}
                fullWidth
                autoComplete="off"
                slotProps={{
                  htmlInput: { 'data-testid': 'setup-universe-name', maxLength: 40, spellCheck: false },
                }}
              />
            </Pair>
            <Pair>
              {languageField(
                'universe.defaultLocale',
                t('setup.defaultLocale'),
                t('setup.defaultLocaleHelp'),
              )}
              <Box sx={{ width: '100%', display: { xs: 'none', sm: 'block' } }} />
            </Pair>
          </Section>

          <Section
            id={ids.administrator}
            title={t('setup.section.administrator')}
            intro={t('setup.administratorHelp')}
          >
            <Pair>
              <TextField
                label={t('setup.firstName')}
                {...registerTextField(form, 'administrator.firstName')}
                {...messages('administrator.firstName')}
                fullWidth
                autoComplete="given-name"
                slotProps={{ htmlInput: { 'data-testid': 'setup-first-name', maxLength: 100 } }}
              />
              <TextField
                label={t('setup.lastName')}
                {...registerTextField(form, 'administrator.lastName')}
                {...messages('administrator.lastName')}
                fullWidth
                autoComplete="family-name"
                slotProps={{ htmlInput: { 'data-testid': 'setup-last-name', maxLength: 100 } }}
              />
            </Pair>
            <Pair>
              <TextField
                label={t('setup.username')}
                required
                {...registerTextField(form, 'administrator.username')}
                {...messages('administrator.username', t('setup.usernameHelp'))}
                fullWidth
                autoComplete="username"
                slotProps={{
                  htmlInput: { 'data-testid': 'setup-username', maxLength: 100, spellCheck: false },
                }}
              />
              <TextField
                label={t('setup.email')}
                type="email"
                {...registerTextField(form, 'administrator.email')}
                {...messages('administrator.email', t('setup.emailHelp'))}
                fullWidth
                autoComplete="email"
                slotProps={{ htmlInput: { 'data-testid': 'setup-email', maxLength: 254 } }}
              />
            </Pair>
            <Pair>
              <TextField
                label={t('setup.password')}
                required
                type="password"
                {...registerTextField(form, 'administrator.password')}
                {...messages('administrator.password', t('setup.passwordHelp', { min: PASSWORD_MIN_LENGTH }))}
                fullWidth
                autoComplete="new-password"
                slotProps={{ htmlInput: { 'data-testid': 'setup-password', maxLength: 1000 } }}
              />
              {languageField('administrator.locale', t('setup.locale'))}
            </Pair>
          </Section>

          <Section id={ids.survey} title={t('setup.section.survey')}>
            <div>
              <FormControlLabel
                control={
                  <Controller
                    control={form.control}
                    name="withSurvey"
                    render={({ field }) => (
                      <Switch
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { 'data-testid': 'setup-with-survey' } as object }}
                      />
                    )}
                  />
                }
                label={t('setup.withSurvey')}
              />
              <FormHelperText sx={{ mt: 0 }}>{t('setup.withSurveyHelp')}</FormHelperText>
            </div>
            {withSurvey && (
              <>
                <FormControl>
                  <FormLabel id={templateLabelId}>{t('setup.template')}</FormLabel>
                  <Controller
                    control={form.control}
                    name="survey.template"
                    render={({ field }) => (
                      <RadioGroup
                        row
                        aria-labelledby={templateLabelId}
                        name={field.name}
                        value={field.value}
                        onChange={(e) => chooseTemplate(e.target.value as SurveyTemplate)}
                        onBlur={field.onBlur}
                      >
                        {TEMPLATES.map((template) => (
                          <FormControlLabel
                            key={template}
                            value={template}
                            control={
                              <Radio
                                slotProps={{
                                  input: { 'data-testid': `setup-template-${template}` } as object,
                                }}
                              />
                            }
                            label={t(`setup.template.${template}`)}
                          />
                        ))}
                      </RadioGroup>
                    )}
                  />
                </FormControl>
                <Pair>
                  <TextField
                    label={t('setup.surveyTitle')}
                    required
                    {...registerTextField(form, 'survey.title')}
                    {...messages('survey.title')}
                    fullWidth
                    slotProps={{ htmlInput: { 'data-testid': 'setup-survey-title', maxLength: 200 } }}
                  />
                  <TextField
                    label={t('setup.extName')}
                    required
                    {...registerTextField(form, 'survey.extName')}
                    {...messages('survey.extName', t('setup.extNameHelp'))}
                    fullWidth
                    autoComplete="off"
                    slotProps={{
                      htmlInput: { 'data-testid': 'setup-survey-extname', maxLength: 63, spellCheck: false },
                    }}
                  />
                </Pair>
              </>
            )}
          </Section>

          <Stack spacing={2}>
            {rootError && (
              <Alert
                severity="error"
                data-testid="setup-error"
                action={
                  refusal === 'setup_done' && (
                    <Button color="inherit" size="small" onClick={onSignIn}>
                      {t('setup.signIn')}
                    </Button>
                  )
                }
              >
                {rootError}
              </Alert>
            )}
            {/* not disabled while it is sent: the focus stays on it */}
            <div>
              <Button
                type="submit"
                variant="contained"
                size="large"
                aria-busy={run.isPending}
                data-testid="setup-submit"
              >
                {run.isPending ? t('setup.submitting') : t('setup.submit')}
              </Button>
            </div>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}

/** A part of the form under its heading, which names it for assistive technology. */
function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <div>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** Two fields side by side; one above the other on a phone. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {children}
    </Stack>
  );
}
