import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { IssuesAlert } from './issues-alert.tsx';
import type { Refusal } from './use-block-save.ts';

interface BlockRefusalProps {
  refusal: Refusal | null;
  /** A newer version was saved meanwhile (by the server's refusal or while the block was open). */
  conflict: boolean;
  onReload: () => void;
  onClose: () => void;
}

/** What stopped the save: a newer version (with a way to load it), the problems found, or an error. */
export function BlockRefusal({ refusal, conflict, onReload, onClose }: BlockRefusalProps) {
  const { t } = useTranslation();
  return (
    <>
      {conflict && (
        <Alert
          severity="warning"
          data-testid="save-conflict"
          action={
            <Button color="inherit" size="small" onClick={onReload} data-testid="reload-latest">
              {t('configuration.conflict.reload')}
            </Button>
          }
        >
          <AlertTitle>{t('configuration.conflict.title')}</AlertTitle>
          {t('configuration.conflict.body')}
        </Alert>
      )}
      {(refusal?.kind === 'local' || refusal?.kind === 'server') && (
        <IssuesAlert
          title={
            refusal.kind === 'local'
              ? t('configuration.issues.local', { count: refusal.issues.length })
              : t('configuration.issues.server', { count: refusal.issues.length })
          }
          issues={refusal.issues}
          onClose={onClose}
          testId="save-issues"
        />
      )}
      {refusal?.kind === 'error' && (
        <Alert severity="error" onClose={onClose}>
          {refusal.message}
        </Alert>
      )}
    </>
  );
}
