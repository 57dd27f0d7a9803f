import type { TWebhook } from '@opinio/domain/schemas/webhooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteWebhook } from '../api/webhooks.ts';

/** Removing an endpoint takes its delivery log; deliveries still waiting are not sent. */
export function DeleteWebhookDialog({
  surveyExtName,
  webhook,
  onClose,
}: {
  surveyExtName: string;
  webhook: TWebhook;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook(surveyExtName);
  return (
    <ConfirmDialog
      title={t('webhooks.deleteTitle', { name: webhook.name })}
      body={t('webhooks.deleteBody')}
      cancelLabel={t('webhooks.cancel')}
      confirmLabel={t('webhooks.deleteConfirm')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={async () => {
        await remove.mutateAsync(webhook.id);
        showSnackbar(t('webhooks.deleted', { name: webhook.name }), 'success');
        onClose();
      }}
      onClose={onClose}
    />
  );
}
