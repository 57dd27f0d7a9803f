import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { activeSso } from '@/entities/session/sso/active-sso.ts';
import { errorMessage } from '@/lib/api-client.ts';

interface SsoSignInPanelProps {
  redirect: string | null;
  /** The host refuses password sign-in but a root user's: the password link is a discreet administrator's one. */
  ssoOnly: boolean;
  /** Shows the password form instead. */
  onPassword: () => void;
}

/**
 * A single sign-on host's login: one button to the identity provider, and a small link to
 * the password form (on a host of single sign-on only, "Administrator sign-in": the
 * break-glass root account's way in when the provider fails).
 */
export function SsoSignInPanel({ redirect, ssoOnly, onPassword }: SsoSignInPanelProps) {
  const { t } = useTranslation();
  const sso = activeSso();
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const problem = failure ? errorMessage(failure) : sso?.problem;

  async function signIn() {
    if (!sso) return;
    setFailure(null);
    setRedirecting(true);
    try {
      // Back to the page asked for (the guard's `redirect`) after the provider's login.
      await sso.signIn(redirect);
    } catch (error) {
      console.error('The identity provider could not be opened.', error);
      setFailure(error);
      setRedirecting(false);
    }
  }

  return (
    <Stack spacing={2} aria-describedby="login-intro">
      <ScreenTitle route="login">{t('login.title')}</ScreenTitle>
      <Typography id="login-intro" variant="body2" color="text.secondary">
        {redirect ? t('login.introRedirect') : t('login.ssoIntro')}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" data-testid="login-error">
          {t('login.ssoFailed', { message: problem })}
        </Alert>
      )}
      {!problem && sso?.unavailable && (
        <Alert severity="warning" role="alert" data-testid="login-sso-unavailable">
          {t('login.ssoUnavailable', { message: sso.unavailable })}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => void signIn()}
        disabled={redirecting}
        autoFocus
        data-testid="sso-sign-in"
        startIcon={redirecting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {redirecting ? t('login.ssoRedirecting') : t('login.ssoButton')}
      </Button>
      <Link
        component="button"
        type="button"
        variant={ssoOnly ? 'caption' : 'body2'}
        color={ssoOnly ? 'text.secondary' : 'primary'}
        onClick={onPassword}
        sx={{ alignSelf: 'center' }}
        data-testid="password-sign-in-link"
      >
        {ssoOnly ? t('login.adminSignIn') : t('login.passwordSignIn')}
      </Link>
    </Stack>
  );
}
