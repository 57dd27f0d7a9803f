import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Stack
      role="status"
      aria-label={t('state.loading')}
      sx={{ height: '100vh', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress />
    </Stack>
  );
}
