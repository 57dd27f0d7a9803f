import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TApiKey } from '@opinio/domain/schemas/api-keys';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
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
  const titleId = useId();
  const remove = useDeleteApiKey(surveyExtName);
  const confirm = async () => {
    try {
      await remove.mutateAsync(apiKey.id);
      showSnackbar(t('apiKeys.deleted', { name: apiKey.name }), 'success');
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
      <DialogTitle id={titleId}>{t('apiKeys.deleteTitle', { name: apiKey.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(apiKey.purpose === 'bigscreen' ? 'apiKeys.deleteBodyBigScreen' : 'apiKeys.deleteBodyIngest')}
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('apiKeys.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {t('apiKeys.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
