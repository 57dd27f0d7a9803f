import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';

/** The session could not be checked (server down, not a 401): say why and offer a retry. */
export function SessionErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="main" spacing={2} sx={{ maxWidth: 560, mx: 'auto', mt: 8, p: 2 }}>
      <Typography variant="h5" component="h1">
        {t('session.checkFailed')}
      </Typography>
      <Alert severity="error">{errorMessage(error)}</Alert>
      <Button variant="contained" onClick={onRetry} sx={{ alignSelf: 'flex-start' }}>
        {t('action.retry')}
      </Button>
    </Stack>
  );
}
