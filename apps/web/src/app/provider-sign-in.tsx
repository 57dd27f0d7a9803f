import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { activeSso } from '@/entities/session/sso/active-sso.ts';
import { errorMessage } from '@/lib/api-client.ts';

/** A signed-out user on a protected route of a single sign-on host: to the provider's login. */
export function ProviderSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  // The last sign-in was refused (cancelled, or a person we do not know), or the provider
  // cannot be used: no automatic round trip; the login says why and offers the provider again.
  const refused = Boolean(activeSso()?.problem || activeSso()?.unavailable);
  const open = useCallback(() => {
    if (refused) return;
    setFailure(null);
    activeSso()
      ?.signIn(returnTo)
      .catch((error: unknown) => {
        console.error('The identity provider could not be opened.', error);
        setFailure(error);
      });
  }, [returnTo, refused]);
  useEffect(open, [open]);

  if (refused) return <Navigate to={`/?${new URLSearchParams({ redirect: returnTo })}`} replace />;
  if (failure) {
    return (
      <Stack component="main" spacing={2} sx={{ maxWidth: 560, mx: 'auto', mt: 8, p: 2 }}>
        <Alert severity="error">{t('login.ssoFailed', { message: errorMessage(failure) })}</Alert>
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={open}>
          {t('action.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack role="status" spacing={2} sx={{ height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress />
      <Typography>{t('session.redirecting')}</Typography>
    </Stack>
  );
}
