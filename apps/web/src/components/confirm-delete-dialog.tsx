import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';

interface ConfirmDeleteDialogProps {
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown once the deletion is done. */
  doneMessage: string;
  /** The deletion; its error is shown in the dialog, which stays open. */
  remove: UseMutationResult<unknown, Error, number>;
  id: number;
  onClose(): void;
}

/** Asks before a deletion that cannot be undone; Cancel has the focus. */
export function ConfirmDeleteDialog({
  title,
  body,
  cancelLabel,
  confirmLabel,
  doneMessage,
  remove,
  id,
  onClose,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      showSnackbar(doneMessage, 'success');
      onClose();
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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
