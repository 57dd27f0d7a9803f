import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { closeSnackbar, useSnackbarState } from '@/lib/snackbar.ts';

export function AppSnackbar() {
  const { t } = useTranslation();
  const { open, message } = useSnackbarState();
  return (
    <Snackbar
      key={message?.id}
      open={open}
      // an error, or a message with something to do, stays longer
      autoHideDuration={message?.severity === 'error' || message?.action ? 12_000 : 6_000}
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
          <>
            {message?.action && (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  closeSnackbar();
                  message.action?.run();
                }}
                data-testid="snackbar-action"
              >
                {message.action.label}
              </Button>
            )}
            <IconButton aria-label={t('action.close')} color="inherit" size="small" onClick={closeSnackbar}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
