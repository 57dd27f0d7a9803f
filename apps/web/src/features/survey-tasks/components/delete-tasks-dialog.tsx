import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

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
  return (
    <ConfirmDialog
      title={t('tasks.deleteTitle')}
      body={body}
      cancelLabel={t('tasks.cancelButton')}
      confirmLabel={t('tasks.deleteConfirm')}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      confirmTestId="tasks-delete-confirm"
    />
  );
}
