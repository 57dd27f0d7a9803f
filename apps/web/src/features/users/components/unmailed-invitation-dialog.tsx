import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/lib/snackbar.ts';

/**
 * An invitation the server could not mail (no SMTP configured): said plainly, with its link
 * to copy and hand over to the new user.
 */
export function UnmailedInvitationDialog({
  title,
  link,
  onClose,
}: {
  title: string;
  link: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showSnackbar(t('editor.linkCopied'), 'success');
    } catch {
      showSnackbar(t('editor.linkCopyFailed'), 'warning');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning" data-testid="invitation-not-mailed">
            {t('editor.notMailed')}
          </Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={t('editor.invitationLink')}
              value={link}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  'data-testid': 'invitation-link',
                  style: { fontFamily: 'monospace' },
                },
              }}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={copy}>
              {t('editor.copyLink')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="invitation-done">
          {t('editor.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
