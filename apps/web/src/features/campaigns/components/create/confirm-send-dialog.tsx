import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

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
  return (
    <ConfirmDialog
      title={title}
      body={body}
      cancelLabel={t('campaigns.cancel')}
      confirmLabel={confirmLabel}
      tone="primary"
      pending={sending}
      onConfirm={onConfirm}
      onClose={onClose}
      confirmTestId="campaign-send-confirm"
    />
  );
}
