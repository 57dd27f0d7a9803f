import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';

const BROWSERS = ['Chrome 117', 'Edge 121', 'Firefox 121', 'Safari 17'];

/** /upgrade: tells a browser that is too old what to use instead (no sign-in). */
export function UpgradeScreen() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: 4 }}>
      <Stack spacing={2}>
        <ScreenTitle route="upgrade">{t('screen.upgrade.title')}</ScreenTitle>
        <Typography>{t('screen.upgrade.body')}</Typography>
        <Box component="ul" sx={{ m: 0 }}>
          {BROWSERS.map((browser) => (
            <li key={browser}>
              <Typography>{t('screen.upgrade.orNewer', { browser })}</Typography>
            </li>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
