import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useLogout } from '../api/logout.ts';

/** Signed in, but there is nothing to show: say so instead of a blank page. */
export function NoSurveysNotice({ identity }: { identity: TUserIdentity }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const reason =
    identity.loginStatus === 0
      ? t('login.noSurveys')
      : t('login.statusNotOk', { status: identity.loginStatus });
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', mt: 8, p: 4 }}>
      <Stack spacing={2}>
        <ScreenTitle route="login">{t('login.signedInAs', { name: identity.displayName })}</ScreenTitle>
        <Alert severity="info">{reason}</Alert>
        <Button variant="outlined" onClick={() => logout.mutate()} sx={{ alignSelf: 'flex-start' }}>
          {t('shell.logout')}
        </Button>
      </Stack>
    </Paper>
  );
}
