import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ImportPanel } from './import-panel.tsx';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  surveyExtName: string;
  surveyTitle: string;
}

/**
 * The import screen as a dialog of the main menu: it has no route of its own
 * (docs/product.md#importing-interviews).
 */
export function ImportDialog({ open, onClose, surveyExtName, surveyTitle }: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="import-title"
      data-testid="import-dialog"
    >
      <DialogTitle id="import-title">{t('import.title', { survey: surveyTitle })}</DialogTitle>
      <DialogContent dividers>{open && <ImportPanel surveyExtName={surveyExtName} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
