import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmSendDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  sending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before messages go out: they cannot be called back. Cancel has the focus. */
export function ConfirmSendDialog({
  title,
  body,
  confirmLabel,
  sending,
  onConfirm,
  onClose,
}: ConfirmSendDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending} autoFocus>
          {t('campaigns.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={sending}
          aria-busy={sending}
          data-testid="campaign-send-confirm"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
