import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useDeleteAlertRule } from '../api/delete-alert-rule.ts';

/** Deleting a rule stops it at once; the alerts it already opened stay with their history. */
export function DeleteRuleDialog({
  surveyExtName,
  rule,
  onClose,
}: {
  surveyExtName: string;
  rule: TAlertRule;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const remove = useDeleteAlertRule(surveyExtName);
  const confirm = async () => {
    try {
      await remove.mutateAsync(rule.id);
      showSnackbar(t('alertRules.deleted', { name: rule.name }), 'success');
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      role="alertdialog"
    >
      <DialogTitle id={titleId}>{t('alertRules.deleteTitle', { name: rule.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('alertRules.deleteBody')}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('alertRules.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {t('alertRules.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
