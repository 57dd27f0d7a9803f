import type { TApiKey } from '@opinio/domain/schemas/api-keys';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteApiKey } from '../api/delete-api-key.ts';

/** Revoking is for good: the screens and integrations using the key stop at once. */
export function DeleteKeyDialog({
  surveyExtName,
  apiKey,
  onClose,
}: {
  surveyExtName: string;
  apiKey: TApiKey;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteApiKey(surveyExtName);
  return (
    <ConfirmDialog
      title={t('apiKeys.deleteTitle', { name: apiKey.name })}
      body={t(apiKey.purpose === 'bigscreen' ? 'apiKeys.deleteBodyBigScreen' : 'apiKeys.deleteBodyIngest')}
      cancelLabel={t('apiKeys.cancel')}
      confirmLabel={t('apiKeys.deleteConfirm')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={async () => {
        await remove.mutateAsync(apiKey.id);
        showSnackbar(t('apiKeys.deleted', { name: apiKey.name }), 'success');
        onClose();
      }}
      onClose={onClose}
    />
  );
}
