import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

import Typography from '@mui/material/Typography';
import { ZLoginPayload } from '@opinio/domain/schemas/auth';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { startPathFor } from '../../../lib/page-path.ts';
import { registerTextField } from '../../../lib/register-text-field.ts';
import { useLogin } from '../api/login.ts';

/** The sign-in fields, checked as the server checks them; an empty organisation is none. */
const ZSignInForm = ZLoginPayload.pick({ username: true, password: true }).extend({
  remember: z.boolean(),
  universe: z.string().trim().max(200),
});
type TSignInForm = z.infer<typeof ZSignInForm>;

interface PasswordSignInFormProps {
  /** Where to go after sign-in (the guard's `redirect`), else the first page. */
  redirect: string | null;
  /** E.g. "Password changed", shown above the form. */
  notice: string | null;
  onForgot: () => void;
}

/** User name, password and "remember": the password sign-in (a cookie session). */
export function PasswordSignInForm({ redirect, notice, onForgot }: PasswordSignInFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm<z.input<typeof ZSignInForm>, unknown, TSignInForm>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { username: '', password: '', remember: false, universe: '' },
  });
  const { errors } = form.formState;
  // a user of several organisations may name the one to enter (else: their first)
  const [chooseUniverse, setChooseUniverse] = useState(false);

  const submit = form.handleSubmit(({ universe, ...credentials }) => {
    loginMutation.mutate(
      { ...credentials, ...(universe ? { universe } : {}) },
      { onSuccess: (signedIn) => navigate(redirect ?? startPathFor(signedIn) ?? '/', { replace: true }) },
    );
  });

  const failure = loginMutation.error;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-describedby="login-intro">
      <ScreenTitle route="login">{t('login.title')}</ScreenTitle>
      <Typography id="login-intro" variant="body2" color="text.secondary">
        {redirect ? t('login.introRedirect') : t('login.intro')}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" data-testid="login-notice">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" data-testid="login-error">
          {t('login.failed', { message: errorMessage(failure) })}
        </Alert>
      )}
      <OutlinedField
        label={t('login.username')}
        autoComplete="username"
        autoFocus
        required
        {...registerTextField(form, 'username')}
        error={Boolean(errors.username)}
        helperText={errors.username && t('login.usernameRequired')}
      />
      <OutlinedField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...registerTextField(form, 'password')}
        error={Boolean(errors.password)}
        helperText={errors.password && t('login.passwordRequired')}
      />
      {chooseUniverse ? (
        <OutlinedField
          label={t('login.universe')}
          {...registerTextField(form, 'universe')}
          error={Boolean(errors.universe)}
          helperText={errors.universe?.message ?? t('login.universeHelp')}
        />
      ) : (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setChooseUniverse(true)}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="choose-universe-link"
        >
          {t('login.chooseUniverse')}
        </Link>
      )}
      <Controller
        control={form.control}
        name="remember"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
              />
            }
            label={t('login.remember')}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={loginMutation.isPending}
        startIcon={loginMutation.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onForgot}
        sx={{ alignSelf: 'center' }}
        data-testid="forgot-password-link"
      >
        {t('login.forgotLink')}
      </Link>
    </Stack>
  );
}
