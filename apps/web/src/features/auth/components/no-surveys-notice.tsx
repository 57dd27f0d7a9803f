import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useLogout } from '../api/logout.ts';

/**
 * Signed in, but there is nothing to show: say so instead of a blank page, and why (no unit
 * given yet, or no survey).
 */
export function NoSurveysNotice({ identity }: { identity: TUserIdentity }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const reason =
    identity.loginStatus !== 0
      ? t('login.statusNotOk', { status: identity.loginStatus })
      : identity.noUnit
        ? t('login.noUnit')
        : t('login.noSurveys');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', mt: 8, p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2}>
        <ScreenTitle route="login">
          {/* a user name without spaces (no first or last name) wraps on a phone */}
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {t('login.signedInAs', { name: identity.displayName })}
          </Box>
        </ScreenTitle>
        <Alert severity="info" data-testid="no-surveys-reason">
          {reason}
        </Alert>
        <Button variant="outlined" onClick={() => logout.mutate()} sx={{ alignSelf: 'flex-start' }}>
          {t('shell.logout')}
        </Button>
      </Stack>
    </Paper>
  );
}
