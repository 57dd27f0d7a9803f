import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TTemplate } from '@opinio/domain/schemas/campaigns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteTemplate } from '../../api/delete-template.ts';

interface DeleteTemplateDialogProps {
  survey: string;
  template: TTemplate;
  onClose(): void;
  onDeleted(): void;
}

/** Asks before a template is deleted; Cancel has the focus. */
export function DeleteTemplateDialog({ survey, template, onClose, onDeleted }: DeleteTemplateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const remove = useDeleteTemplate(survey);
  const confirm = async () => {
    try {
      await remove.mutateAsync(template.id);
      showSnackbar(t('templates.deleted', { name: template.name }), 'success');
      onDeleted();
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
      <DialogTitle id={titleId}>{t('templates.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('templates.deleteBody', { name: template.name })}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('campaigns.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={remove.isPending}
          data-testid="template-delete-confirm"
        >
          {t('templates.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
