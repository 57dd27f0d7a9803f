import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';

interface DeleteTasksDialogProps {
  /** What is deleted, in a sentence. */
  body: string;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before tasks and their files are deleted; Cancel has the focus. */
export function DeleteTasksDialog({ body, pending, error, onConfirm, onClose }: DeleteTasksDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{t('tasks.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('tasks.cancelButton')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={pending}
          data-testid="tasks-delete-confirm"
        >
          {t('tasks.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
