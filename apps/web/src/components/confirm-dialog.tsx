import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';
import { errorMessage } from '@/lib/api-client.ts';

interface ConfirmDialogProps {
  title: ReactNode;
  /** What confirming does, read as the dialog's description. */
  body: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /**
   * The action. A promise it answers is awaited: a rejection is left to the caller to show
   * (`error`, or its own alert), and the dialog stays open.
   */
  onConfirm(): unknown;
  onClose(): void;
  /** While the action runs the dialog cannot be closed and its buttons wait. */
  pending?: boolean;
  /** The action's failure, shown under the body (null or undefined: none). */
  error?: unknown;
  /** A destructive action is red (the default); a step forward (send, roll back) is the primary colour. */
  tone?: 'danger' | 'primary';
  /** Further content under the body (warnings, the reasons a save was refused). */
  children?: ReactNode;
  maxWidth?: 'xs' | 'sm';
  confirmTestId?: string;
  cancelTestId?: string;
}

/** Asks before an action that cannot be undone; Cancel has the focus, so Enter does not confirm by accident. */
export function ConfirmDialog({
  title,
  body,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error,
  tone = 'danger',
  children,
  maxWidth,
  confirmTestId,
  cancelTestId,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const confirm = () => {
    // a failure is shown by the caller (error, or children); the dialog stays open
    void Promise.resolve()
      .then(onConfirm)
      .catch(() => undefined);
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth={maxWidth}
      fullWidth={maxWidth !== undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={bodyId}>{body}</DialogContentText>
          {children}
          {error !== null && error !== undefined && <Alert severity="error">{errorMessage(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus data-testid={cancelTestId}>
          {cancelLabel}
        </Button>
        <Button
          color={tone === 'danger' ? 'error' : 'primary'}
          variant="contained"
          onClick={confirm}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
