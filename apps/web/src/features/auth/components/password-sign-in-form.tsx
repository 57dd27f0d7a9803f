import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZLoginPayload } from '@opinio/domain/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { startPathFor } from '../../../lib/page-path.ts';
import { useLogin } from '../api/login.ts';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  // a user of several organisations may name the one to enter (else: their first)
  const [universe, setUniverse] = useState('');
  const [chooseUniverse, setChooseUniverse] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZLoginPayload.safeParse({
      username,
      password,
      remember,
      ...(universe.trim() ? { universe: universe.trim() } : {}),
    });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username') errors.username = t('login.usernameRequired');
        if (field === 'password') errors.password = t('login.passwordRequired');
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: (signedIn) => navigate(redirect ?? startPathFor(signedIn) ?? '/', { replace: true }),
    });
  }

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
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={Boolean(fieldErrors.username)}
        helperText={fieldErrors.username}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
      />
      {chooseUniverse ? (
        <TextField
          label={t('login.universe')}
          name="universe"
          value={universe}
          onChange={(e) => setUniverse(e.target.value)}
          helperText={t('login.universeHelp')}
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
      <FormControlLabel
        control={
          <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} name="remember" />
        }
        label={t('login.remember')}
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
