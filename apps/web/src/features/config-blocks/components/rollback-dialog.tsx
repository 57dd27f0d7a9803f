import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ConfigBlockName, TConfigBlockSaved } from '@opinio/domain/schemas/config-blocks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useRollbackConfigBlock } from '../api/rollback-config-block.ts';
import type { BlockIssue } from '../lib/block-issues.ts';
import { refusedIssues } from '../lib/refused-issues.ts';
import { IssuesAlert } from './issues-alert.tsx';

interface RollbackDialogProps {
  contextSurvey: string;
  surveyId: number;
  name: ConfigBlockName;
  blockLabel: string;
  version: number;
  baseVersion: number;
  /** The editor has changes of its own, which the rollback replaces. */
  discardsChanges: boolean;
  onDone: (saved: TConfigBlockSaved) => void;
  onClose: () => void;
}

/** Asks before saving an earlier version's content as the block's new version; Cancel has the focus. */
export function RollbackDialog({
  contextSurvey,
  surveyId,
  name,
  blockLabel,
  version,
  baseVersion,
  discardsChanges,
  onDone,
  onClose,
}: RollbackDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rollback = useRollbackConfigBlock(contextSurvey, surveyId);
  const [issues, setIssues] = useState<BlockIssue[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const confirm = async () => {
    setIssues([]);
    setMessage(null);
    try {
      onDone(await rollback.mutateAsync({ name, version, baseVersion }));
    } catch (error) {
      const refused = refusedIssues(error, name);
      if (refused.length > 0) setIssues(refused);
      else if (error instanceof ApiError && error.status === 409)
        setMessage(t('configuration.rollback.conflict'));
      else setMessage(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onClose={rollback.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      role="alertdialog"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t('configuration.rollback.title', { block: blockLabel, version })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('configuration.rollback.body', { version })}</DialogContentText>
          {discardsChanges && <Alert severity="warning">{t('configuration.rollback.discards')}</Alert>}
          {issues.length > 0 && <IssuesAlert title={t('configuration.rollback.refused')} issues={issues} />}
          {message && <Alert severity="error">{message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={rollback.isPending} autoFocus>
          {t('configuration.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={rollback.isPending}
          data-testid="rollback-confirm"
        >
          {t('configuration.rollback.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
