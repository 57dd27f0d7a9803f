import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '@/components/screen-title.tsx';

/** The app's no-access screen, saying who campaigns and templates are for. */
export function CampaignNoAccess({
  route,
  needs,
}: {
  route: string;
  needs: 'templates' | 'campaigns' | 'samples';
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" data-testid="no-access" sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LockOutlinedIcon aria-hidden color="error" fontSize="large" />
        <ScreenTitle route={route}>{t('noAccess.title')}</ScreenTitle>
        <Stack component="p" sx={{ m: 0 }}>
          {t(`campaigns.noAccess.${needs}`)}
        </Stack>
        <Button component={Link} to="/" variant="contained">
          {t('noAccess.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
