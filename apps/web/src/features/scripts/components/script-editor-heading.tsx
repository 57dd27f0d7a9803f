import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TScript, TScriptScope } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { ScriptScopeChip } from './script-scope-chip.tsx';

interface ScriptEditorHeadingProps {
  route: 'script' | 'globalscript' | 'universescript';
  /** Where the scripts are listed. */
  adminPath: string;
  saved: TScript | undefined;
  scope: TScriptScope;
  dirty: boolean;
}

/** The way back to the scripts, the script's name, scope, version and whether it has unsaved changes. */
export function ScriptEditorHeading({ route, adminPath, saved, scope, dirty }: ScriptEditorHeadingProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box>
        <Button component={RouterLink} to={adminPath} startIcon={<ArrowBackIcon aria-hidden />} size="small">
          {t('scripts.back')}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ScreenTitle route={route}>{saved ? saved.name : t(`scripts.newTitle.${scope}`)}</ScreenTitle>
        <ScriptScopeChip scope={scope} />
        {saved && <Chip size="small" label={t('scripts.versionShort', { version: saved.version })} />}
        {dirty && <Chip size="small" color="primary" variant="outlined" label={t('scripts.unsaved')} />}
      </Stack>
      {saved?.lastError && (
        <Alert severity="warning" variant="outlined">
          {t('scripts.lastErrorLive', { message: saved.lastError })}
        </Alert>
      )}
    </>
  );
}
