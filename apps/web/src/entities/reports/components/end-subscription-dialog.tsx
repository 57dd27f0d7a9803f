import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TSubscription } from '@opinio/domain/schemas/reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
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
  const titleId = useId();
  const bodyId = useId();
  const unsubscribe = useUnsubscribe(survey);
  const node = nodeText(subscription.nodeTitle, subscription.drillPathFiltered, t);
  const confirm = async () => {
    try {
      await unsubscribe.mutateAsync(subscription.id);
      showSnackbar(t('subscription.deleted'), 'success');
      onClose();
    } catch {
      // shown below; the dialog stays open
    }
  };
  return (
    <Dialog
      open
      onClose={unsubscribe.isPending ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{t('subscription.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {subscription.role
            ? t('subscription.confirmBody.role', { node, role: roleNameLabel(subscription.role.name, t) })
            : t('subscription.confirmBody.me', { node })}
        </DialogContentText>
        {unsubscribe.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(unsubscribe.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={unsubscribe.isPending} autoFocus>
          {t('subscription.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={unsubscribe.isPending}
          data-testid="subscription-confirm-delete"
        >
          {t('subscription.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
