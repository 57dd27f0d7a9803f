import { javascript } from '@codemirror/lang-javascript';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TScript } from '@opinio/domain/schemas/survey-admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '@/components/code-editor/code-editor.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';

const EXTENSIONS = [javascript()];

interface ScriptVersionDialogProps {
  version: TScript['versions'][number];
  /** The version the script is at: nothing to restore. */
  current: boolean;
  onClose(): void;
  onRestore(): void;
}

/** An earlier version's source, read only, with the way to take it back into the editor. */
export function ScriptVersionDialog({ version, current, onClose, onRestore }: ScriptVersionDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('scripts.versionTitle', { version: version.version })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('scripts.versionSaved', {
            date: formatDate(version.savedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
            by: version.savedBy ?? t('scripts.savedByUnknown'),
          })}
        </DialogContentText>
        <CodeEditor
          value={version.source}
          onChange={() => undefined}
          extensions={EXTENSIONS}
          label={t('scripts.versionSource', { version: version.version })}
          minHeight={240}
          readOnly
          data-testid="script-version-source"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
        {!current && (
          <Button variant="contained" onClick={onRestore} data-testid="script-restore">
            {t('scripts.restore')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
