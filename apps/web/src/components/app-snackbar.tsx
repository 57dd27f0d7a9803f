import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { closeSnackbar, useSnackbarState } from '../lib/snackbar.ts';

export function AppSnackbar() {
  const { t } = useTranslation();
  const { open, message } = useSnackbarState();
  return (
    <Snackbar
      key={message?.id}
      open={open}
      autoHideDuration={message?.severity === 'error' ? 12_000 : 6_000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') closeSnackbar();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={message?.severity ?? 'info'}
        variant="filled"
        data-testid="snackbar"
        action={
          <IconButton aria-label={t('action.close')} color="inherit" size="small" onClick={closeSnackbar}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
