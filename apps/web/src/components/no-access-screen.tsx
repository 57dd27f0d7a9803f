import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface NoAccessScreenProps {
  /** Which rule the user fails: administrators only, or root only. */
  rule: 'userAdmin' | 'root';
}

export function NoAccessScreen({ rule }: NoAccessScreenProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" data-testid="no-access" sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LockOutlinedIcon aria-hidden color="error" fontSize="large" />
        <Typography variant="h5" component="h1">
          {t('noAccess.title')}
        </Typography>
        <Typography>{rule === 'root' ? t('noAccess.root') : t('noAccess.userAdmin')}</Typography>
        <Button component={Link} to="/" variant="contained">
          {t('noAccess.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
