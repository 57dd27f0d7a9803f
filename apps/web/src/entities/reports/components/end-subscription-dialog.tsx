import type { TSubscription } from '@opinio/domain/schemas/reports';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { roleNameLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { nodeText } from '../lib/subscription-text.ts';

interface EndSubscriptionDialogProps {
  survey: string;
  subscription: TSubscription;
  onClose: () => void;
}

/** Asks before a subscription ends (for a role: for all its members); Cancel has the focus. */
export function EndSubscriptionDialog({ survey, subscription, onClose }: EndSubscriptionDialogProps) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe(survey);
  const node = nodeText(subscription.nodeTitle, subscription.drillPathFiltered, t);
  return (
    <ConfirmDialog
      title={t('subscription.confirmTitle')}
      body={
        subscription.role
          ? t('subscription.confirmBody.role', { node, role: roleNameLabel(subscription.role.name, t) })
          : t('subscription.confirmBody.me', { node })
      }
      cancelLabel={t('subscription.cancel')}
      confirmLabel={t('subscription.confirm')}
      pending={unsubscribe.isPending}
      error={unsubscribe.error}
      onConfirm={async () => {
        await unsubscribe.mutateAsync(subscription.id);
        showSnackbar(t('subscription.deleted'), 'success');
        onClose();
      }}
      onClose={onClose}
      confirmTestId="subscription-confirm-delete"
    />
  );
}
