import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TScript } from '@opinio/domain/schemas/survey-admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteScript } from '../api/delete-script.ts';

interface DeleteScriptDialogProps {
  contextSurvey: string;
  surveyId: number;
  script: TScript;
  onClose(): void;
  onDeleted(): void;
}

/** Asks before a script and all its versions are deleted; Cancel has the focus. */
export function DeleteScriptDialog({
  contextSurvey,
  surveyId,
  script,
  onClose,
  onDeleted,
}: DeleteScriptDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const remove = useDeleteScript(contextSurvey, surveyId);
  const confirm = async () => {
    try {
      await remove.mutateAsync(script.id);
      showSnackbar(t('scripts.deleted', { name: script.name }), 'success');
      onDeleted();
    } catch {
      // shown below
    }
  };
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      role="alertdialog"
    >
      <DialogTitle id={titleId}>{t('scripts.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(script.scope === 'survey' ? 'scripts.deleteBody' : 'scripts.deleteBodyShared', {
            name: script.name,
          })}
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('scripts.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={remove.isPending}
          data-testid="script-delete-confirm"
        >
          {t('scripts.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
