import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BackTarget } from '../lib/back-target.ts';

/** The way back above a template or campaign screen: to the page it came from, or the campaigns page. */
export function BackLink({ target, testId }: { target: BackTarget | null; testId: string }) {
  const { t } = useTranslation();
  if (!target) return null;
  return (
    <Box>
      <Button
        component={RouterLink}
        to={target.path}
        startIcon={<ArrowBackIcon aria-hidden />}
        size="small"
        data-testid={testId}
      >
        {target.pageTitle ? t('campaigns.backToPage', { page: target.pageTitle }) : t('campaigns.back')}
      </Button>
    </Box>
  );
}
