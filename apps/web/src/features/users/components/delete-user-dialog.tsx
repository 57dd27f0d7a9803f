import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { TUserSummary } from '@opinio/domain/schemas/users';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteImpact, useUserAction } from '../api/users-api.ts';

/** Deleting a member, after saying what happens to their alerts, comments and account. */
export function DeleteUserDialog({
  surveyExtName,
  user,
  onClose,
}: {
  surveyExtName: string;
  user: TUserSummary;
  onClose(deleted: boolean): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const impact = useDeleteImpact(surveyExtName, user.id, true);
  const action = useUserAction(surveyExtName);
  const remove = async () => {
    try {
      await action.mutateAsync({ action: 'delete', userId: user.id });
      showSnackbar(t('users.delete.done', { name: user.displayName }), 'success');
      onClose(true);
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.delete.title', { name: user.displayName })}</DialogTitle>
      <DialogContent>
        {impact.isPending && <LoadingSkeleton variant="rows" />}
        {impact.isError && <ErrorState error={impact.error} onRetry={() => impact.refetch()} />}
        {impact.data && (
          <List dense data-testid="delete-impact" sx={{ listStyle: 'disc', pl: 2.5 }}>
            <ListItem sx={{ display: 'list-item', px: 0 }}>
              {impact.data.assignedAlerts > 0
                ? t('users.delete.alerts', {
                    count: impact.data.assignedAlerts,
                    open: impact.data.openAssignedAlerts,
                  })
                : t('users.delete.noAlerts')}
            </ListItem>
            <ListItem sx={{ display: 'list-item', px: 0 }}>
              {impact.data.keepsOtherUniverses
                ? t('users.delete.commentsKept', { count: impact.data.comments })
                : t('users.delete.commentsAnonymous', { count: impact.data.comments })}
            </ListItem>
            <ListItem sx={{ display: 'list-item', px: 0 }}>
              {impact.data.keepsOtherUniverses ? t('users.delete.membership') : t('users.delete.account')}
            </ListItem>
          </List>
        )}
        {action.isError && <Alert severity="error">{errorMessage(action.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={action.isPending}>
          {t('users.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={remove}
          disabled={!impact.data || action.isPending}
          data-testid="confirm-delete-user"
        >
          {t('users.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
