import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pathFor } from '@opinio/domain/routes';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/lib/snackbar.ts';

/** The new key's token, shown this once, with copy and (big-screen keys) the screen's address. */
export function CreatedKeyDialog({ apiKey, onClose }: { apiKey: TApiKeyCreated; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const screenPath = pathFor('bigscreen', { apiKeyToken: apiKey.token });
  const screenUrl = `${window.location.origin}${screenPath}`;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showSnackbar(t('apiKeys.copied'), 'success');
    } catch {
      showSnackbar(t('apiKeys.copyFailed'), 'warning');
    }
  };
  const bigscreen = apiKey.purpose === 'bigscreen';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('apiKeys.createdTitle', { name: apiKey.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('apiKeys.shownOnce')}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={t('apiKeys.token')}
              value={apiKey.token}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  'data-testid': 'api-key-token',
                  style: { fontFamily: 'monospace' },
                },
              }}
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon aria-hidden />}
              onClick={() => copy(apiKey.token)}
            >
              {t('apiKeys.copy')}
            </Button>
          </Stack>
          {bigscreen && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label={t('apiKeys.screenAddress')}
                value={screenUrl}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon aria-hidden />}
                onClick={() => copy(screenUrl)}
              >
                {t('apiKeys.copy')}
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {bigscreen && (
          <Button
            component="a"
            href={screenPath}
            target="_blank"
            rel="noopener"
            data-testid="open-bigscreen"
            startIcon={<OpenInNewIcon aria-hidden />}
          >
            {t('apiKeys.openBigScreen')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
