import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';

interface FormDialogProps {
  title: ReactNode;
  /** The form's fields, in their `DialogContent`. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  /** While the form is sent the dialog cannot be closed and its buttons wait. */
  pending: boolean;
  cancelLabel: string;
  submitLabel: ReactNode;
  /** Before the submit button's label (a spinner while sending). */
  submitIcon?: ReactNode;
  submitTestId?: string;
  open?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  fullScreen?: boolean;
  /** The id of what describes the dialog (a sentence of its content). */
  describedBy?: string;
  testId?: string;
}

/**
 * One way to draw a dialog with a form: its title names it, Enter in a field submits, Escape
 * and Cancel close it except while it is being sent, and the submit button is the primary one.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, children, onSubmit, onClose, pending, cancelLabel, submitLabel } = props;
  const titleId = useId();
  return (
    <Dialog
      open={props.open ?? true}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      fullScreen={props.fullScreen}
      data-testid={props.testId}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {children}
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={props.submitIcon}
            data-testid={props.submitTestId}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
