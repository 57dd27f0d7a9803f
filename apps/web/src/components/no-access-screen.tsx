import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from './screen-title.tsx';

interface MessageScreenProps {
  icon: ReactNode;
  route: string;
  title: string;
  text: string;
  testId: string;
}

/** A screen that only explains where the user is, with the way back to the start page. */
function MessageScreen({ icon, route, title, text, testId }: MessageScreenProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {icon}
        <ScreenTitle route={route}>{title}</ScreenTitle>
        <Stack component="p" sx={{ m: 0 }}>
          {text}
        </Stack>
        <Button component={Link} to="/" variant="contained">
          {t('noAccess.home')}
        </Button>
      </Stack>
    </Paper>
  );
}

interface NoAccessScreenProps {
  /** Which rule the user fails: administrators only, or root only. */
  rule: 'userAdmin' | 'root';
}

export function NoAccessScreen({ rule }: NoAccessScreenProps) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      icon={<LockOutlinedIcon aria-hidden color="error" fontSize="large" />}
      route="noAccess"
      title={t('noAccess.title')}
      text={rule === 'root' ? t('noAccess.root') : t('noAccess.userAdmin')}
      testId="no-access"
    />
  );
}

/** A path that is no screen of the product. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      icon={<SearchOffIcon aria-hidden color="action" fontSize="large" />}
      route="notFound"
      title={t('notFound.title')}
      text={t('notFound.text')}
      testId="not-found"
    />
  );
}
