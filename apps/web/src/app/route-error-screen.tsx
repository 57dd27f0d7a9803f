import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorMessage } from '@/lib/api-client.ts';
import { reportBug } from './bug-reporter.ts';

/** A screen crashed: show what happened instead of a blank page, and report it. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The crash goes to the bug log (root users' bug menu) when signed in.
  useEffect(() => {
    reportBug(error);
  }, [error]);
  return (
    <Stack component="main" spacing={2} sx={{ maxWidth: 640, mx: 'auto', mt: 8, p: 2 }}>
      <Typography variant="h5" component="h1">
        {t('crash.title')}
      </Typography>
      <Alert severity="error">{errorMessage(error)}</Alert>
      <Button variant="contained" href="/" sx={{ alignSelf: 'flex-start' }}>
        {t('crash.reload')}
      </Button>
    </Stack>
  );
}
