import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZImpersonatePayload } from '@opinio/domain/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useImpersonateUser } from '../api/impersonate.ts';

/** Root only: act as another user (optionally in another universe) to see what they see. */
export function ImpersonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const impersonate = useImpersonateUser();
  const [userName, setUserName] = useState('');
  const [universeName, setUniverseName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function close() {
    impersonate.reset();
    setUserName('');
    setUniverseName('');
    setFieldError(null);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZImpersonatePayload.safeParse({
      userName,
      universeName: universeName.trim() || undefined,
    });
    if (!parsed.success) {
      setFieldError(t('impersonation.userRequired'));
      return;
    }
    setFieldError(null);
    impersonate.mutate(parsed.data, { onSuccess: close });
  }

  return (
    <Dialog open={open} onClose={() => !impersonate.isPending && close()} aria-labelledby="impersonate-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="impersonate-title">{t('impersonation.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: { sm: 400 } }}>
          <DialogContentText>{t('impersonation.intro')}</DialogContentText>
          {impersonate.error && (
            <Alert severity="error" role="alert" data-testid="impersonate-error">
              {t('impersonation.failed', { message: errorMessage(impersonate.error) })}
            </Alert>
          )}
          <TextField
            label={t('impersonation.user')}
            name="userName"
            autoFocus
            required
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
          <TextField
            label={t('impersonation.universe')}
            name="universeName"
            value={universeName}
            onChange={(e) => setUniverseName(e.target.value)}
            helperText={t('impersonation.universeHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={impersonate.isPending}>
            {t('impersonation.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={impersonate.isPending}
            startIcon={impersonate.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {impersonate.isPending ? t('impersonation.submitting') : t('impersonation.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
