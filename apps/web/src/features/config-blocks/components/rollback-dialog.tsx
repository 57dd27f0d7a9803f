import Alert from '@mui/material/Alert';
import type { ConfigBlockName, TConfigBlockSaved } from '@opinio/domain/schemas/config-blocks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
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
    <ConfirmDialog
      title={t('configuration.rollback.title', { block: blockLabel, version })}
      body={t('configuration.rollback.body', { version })}
      cancelLabel={t('configuration.cancel')}
      confirmLabel={t('configuration.rollback.confirm')}
      tone="primary"
      maxWidth="sm"
      pending={rollback.isPending}
      onConfirm={confirm}
      onClose={onClose}
      confirmTestId="rollback-confirm"
    >
      {discardsChanges && <Alert severity="warning">{t('configuration.rollback.discards')}</Alert>}
      {issues.length > 0 && <IssuesAlert title={t('configuration.rollback.refused')} issues={issues} />}
      {message && <Alert severity="error">{message}</Alert>}
    </ConfirmDialog>
  );
}
